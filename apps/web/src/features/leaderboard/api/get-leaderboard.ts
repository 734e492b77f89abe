import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardEntry } from '@earshot/shared/api/public';
import { apiGet } from '../../../lib/api-client.ts';

export const getLeaderboard = (signal?: AbortSignal): Promise<LeaderboardEntry[]> =>
  apiGet<LeaderboardEntry[]>('/api/room/getLeaderboardData', { signal });

export const leaderboardQueryOptions = () =>
  queryOptions({ queryKey: ['leaderboard'], queryFn: ({ signal }) => getLeaderboard(signal), staleTime: 30_000 });

export const useLeaderboard = () => useQuery(leaderboardQueryOptions());
