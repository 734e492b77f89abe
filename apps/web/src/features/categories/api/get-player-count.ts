import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLAYER_COUNT_POLL_MS } from '@earshot/shared/constants';
import { apiGet } from '../../../lib/api-client.ts';

export const getPlayerCount = (signal?: AbortSignal): Promise<number> => apiGet<number>('/api/room/GetPlayerCount', { signal });

/** SPEC §7: polled every 3 s while the categories page is open. */
export const playerCountQueryOptions = () =>
  queryOptions({
    queryKey: ['rooms', 'player-count'],
    queryFn: ({ signal }) => getPlayerCount(signal),
    refetchInterval: PLAYER_COUNT_POLL_MS,
    staleTime: 0,
  });

export const usePlayerCount = () => useQuery(playerCountQueryOptions());
