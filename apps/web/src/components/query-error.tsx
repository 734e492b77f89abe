import { Button, EmptyState } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { TEXTS } from '@earshot/shared/texts';

type QueryErrorProps = { error: unknown; onRetry?: () => void };

/** What a failed load shows: the server's message (or a generic one) and a retry button. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const message = error instanceof Error && error.message ? error.message : TEXTS.loadFailed;
  return (
    <EmptyState icon={<IconPlugConnectedX size={28} />} variant="light" color="red" title={TEXTS.loadFailed} description={message} py="xl">
      {onRetry && (
        <EmptyState.Actions>
          <Button variant="light" onClick={onRetry}>
            {TEXTS.retry}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
