import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

type RoomDisplayName = { roomDisplayName: string };

export const getRoomDisplayName = (room: string, signal?: AbortSignal): Promise<RoomDisplayName> =>
  apiGet<RoomDisplayName>(`/api/room/GetRoomDisplayName/${encodeURIComponent(room)}`, { signal });

export const roomDisplayNameQueryOptions = (room: string) =>
  queryOptions({
    queryKey: ['room', 'displayName', room.toLowerCase()],
    queryFn: ({ signal }) => getRoomDisplayName(room, signal),
    staleTime: 5 * 60_000,
  });

/** The room's title before the live state arrives, and a 404 for an unknown room (SPEC §7). */
export const useRoomDisplayName = (room: string) => useQuery(roomDisplayNameQueryOptions(room));
