import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { RoomSearchResult } from '@earshot/shared/api/public';
import { apiGet } from '../../../lib/api-client.ts';

export const searchRooms = (searchTerm: string, signal?: AbortSignal): Promise<RoomSearchResult[]> =>
  apiGet<RoomSearchResult[]>('/api/room/SearchRooms', { query: { searchTerm }, signal });

export const searchRoomsQueryOptions = (searchTerm: string) =>
  queryOptions({
    queryKey: ['rooms', 'search', searchTerm],
    queryFn: ({ signal }) => searchRooms(searchTerm, signal),
    enabled: searchTerm.length > 0,
    staleTime: 10_000,
    // Keep the last options on screen while the next term loads, so the list does not flicker.
    placeholderData: keepPreviousData,
  });

export const useSearchRooms = (searchTerm: string) => useQuery(searchRoomsQueryOptions(searchTerm));
