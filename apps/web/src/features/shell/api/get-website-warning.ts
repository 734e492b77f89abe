import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebsiteWarning } from '@earshot/shared/api/public';
import { apiGet } from '../../../lib/api-client.ts';

export const getWebsiteWarning = (signal?: AbortSignal): Promise<WebsiteWarning> =>
  apiGet<WebsiteWarning>('/api/room/GetWebsiteWarning', { signal });

export const websiteWarningQueryOptions = () =>
  queryOptions({
    queryKey: ['website-warning'],
    queryFn: ({ signal }) => getWebsiteWarning(signal),
    staleTime: 5 * 60_000,
  });

export const useWebsiteWarning = () => useQuery(websiteWarningQueryOptions());
