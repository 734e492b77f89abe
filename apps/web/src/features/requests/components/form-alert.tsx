import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A failed submit: the specification's text, and the server's reason when it gave one. */
export function FormAlert({ children, detail }: { children: ReactNode; detail?: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="form-error">
      {children}
      {detail && (
        <Text size="sm" mt={4}>
          {detail}
        </Text>
      )}
    </Alert>
  );
}
