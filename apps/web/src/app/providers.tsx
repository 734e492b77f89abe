import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { subscribeAuth } from '../lib/auth.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

// Snackbars are not needed for the first paint: their code loads just after it.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Theme, server-state cache and snackbars for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  // Answers can depend on who asks (e.g. a profile's myProfile): refetch when the login changes.
  useEffect(() => subscribeAuth(() => void queryClient.invalidateQueries()), [queryClient]);

  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Notifications position="top-center" zIndex={1055} />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
