import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AllRooms } from '@earshot/shared/api/public';
import { apiGet } from '../../../lib/api-client.ts';

export const getAllRooms = (signal?: AbortSignal): Promise<AllRooms> => apiGet<AllRooms>('/api/room/GetAllRooms', { signal });

export const allRoomsQueryOptions = () =>
  queryOptions({
    queryKey: ['rooms', 'all'],
    queryFn: ({ signal }) => getAllRooms(signal),
    staleTime: 15_000,
  });

export const useAllRooms = () => useQuery(allRoomsQueryOptions());

/** The library size for the home page's "over N songs" (DESIGN §8): distinct songs, as a song can be in several rooms. */
export const totalSongs = (rooms: AllRooms): number => rooms.totalSongCount;
