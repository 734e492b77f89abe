import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { TEXTS } from '@earshot/shared/texts';
import { Page } from '../../components/page.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { usePosts } from './api/get-posts.ts';
import { BlogPostCard } from './components/blog-post-card.tsx';

/** /blog: every post, newest first. */
export default function BlogPage() {
  const { data, error, isPending, refetch } = usePosts();
  return (
    <Page title={TEXTS.blog} size="md">
      {isPending ? (
        <Stack gap="lg" aria-busy="true">
          <Skeleton height={180} radius="lg" />
          <Skeleton height={180} radius="lg" />
        </Stack>
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState icon={<IconNews size={28} />} variant="light" title={TEXTS.blogEmpty} py="xl" />
      ) : (
        <Stack gap="lg">
          {data.map((post) => (
            <BlogPostCard key={`${post.created}-${post.title}`} post={post} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
