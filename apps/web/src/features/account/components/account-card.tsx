import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/logo.tsx';
import { Page } from '../../../components/page.tsx';
import classes from './account-card.module.css';

/** A centred card with the logo and a heading: the frame of every account screen. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page documentTitle={title}>
      <div className={classes.card}>
        <Stack align="center" gap="xs" mb="lg">
          <LogoMark size={48} />
          <Title order={1} className={classes.title}>
            {title}
          </Title>
        </Stack>
        {children}
      </div>
    </Page>
  );
}
