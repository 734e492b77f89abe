import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The answer of a form: green on success, red on failure; announced to screen readers. */
export function FormMessage({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  const success = kind === 'success';
  return (
    <Alert
      color={success ? 'teal' : 'red'}
      variant="light"
      icon={success ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
      role={success ? 'status' : 'alert'}
      data-testid={success ? 'form-success' : 'form-error'}
    >
      {children}
    </Alert>
  );
}
