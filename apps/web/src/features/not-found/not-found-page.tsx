import { Button, Text, Title } from '@mantine/core';
import { IconHome2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TEXTS } from '@earshot/shared/texts';
import { Page } from '../../components/page.tsx';
import classes from './not-found-page.module.css';

/** Any unknown path (SPEC §2): 'Page not found' with a Home button. */
export default function NotFoundPage() {
  return (
    <Page documentTitle={TEXTS.pageNotFound}>
      <div className={classes.wrap}>
        <Text className={`${classes.code} es-gradient-text`} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{TEXTS.pageNotFound}</Title>
        <Button component={Link} to="/" size="md" mt="xl" variant="gradient" leftSection={<IconHome2 size={18} />}>
          {TEXTS.home}
        </Button>
      </div>
    </Page>
  );
}
