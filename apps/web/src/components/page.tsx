import { Container, Group, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { TEXTS } from '@earshot/shared/texts';

type PageProps = {
  /** The page heading (h1) and the browser tab title. */
  title?: string;
  /** Tab title when the page has no heading of its own. */
  documentTitle?: string;
  /** Controls shown at the right of the heading (wrap below it on narrow screens). */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
};

/** The container every page renders in: width, heading, tab title and the entry fade. */
export function Page({ title, documentTitle, actions, size = 'xl', children }: PageProps) {
  const tabTitle = title ?? documentTitle;
  useDocumentTitle(tabTitle ? `${tabTitle} · ${TEXTS.appName}` : TEXTS.appName);
  return (
    <Container size={size} px={0} className="es-fade-in">
      {title && (
        <Group justify="space-between" align="center" gap="md" mb="lg">
          <Title order={1}>{title}</Title>
          {actions}
        </Group>
      )}
      {children}
    </Container>
  );
}
