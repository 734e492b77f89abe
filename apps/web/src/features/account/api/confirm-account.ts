import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/account/confirmAccount: true the first time a code is used, false after. */
export const confirmAccount = (code: string, signal?: AbortSignal): Promise<boolean> =>
  apiGet<boolean>('/api/account/confirmAccount', { query: { WelcomeCode: code }, signal });

// The call uses the code up, so it runs once per page view: never refetched, never retried.
export const confirmAccountQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['account', 'confirm', code],
    queryFn: ({ signal }) => confirmAccount(code, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useConfirmAccount = (code: string) => useQuery(confirmAccountQueryOptions(code));
