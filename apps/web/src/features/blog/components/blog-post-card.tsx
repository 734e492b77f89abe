import { Text, Title, Typography } from '@mantine/core';
import type { BlogPost } from '@earshot/shared/api/public';
import { createdOnText } from '@earshot/shared/texts';
import { formatDateTime } from '../../../lib/format.ts';
import classes from './blog-post-card.module.css';

/** SPEC §2 Blog: title, 'Created on {date} by {author}' and the HTML body (sanitised by the server, DESIGN §2). */
export function BlogPostCard({ post }: { post: BlogPost }) {
  return (
    <article className={classes.post}>
      <Title order={2}>{post.title}</Title>
      <Text size="sm" c="dimmed" mt={4}>
        {createdOnText(formatDateTime(post.created), post.createdBy)}
      </Text>
      <Typography className={classes.body}>
        <div dangerouslySetInnerHTML={{ __html: post.body }} />
      </Typography>
    </article>
  );
}
