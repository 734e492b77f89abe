import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@earshot/shared/hub/events';
import type { AppContext, LiveRooms } from '../app-context.ts';

export type HubServer = Server<ClientToServerEvents, ServerToClientEvents>;
export type Hub = { live: LiveRooms; close(): Promise<void> };

/** Wires the game hub onto the Socket.IO server. (Placeholder until the game lands: no rooms run yet.) */
export function createHub(_io: HubServer, _ctx: Omit<AppContext, 'live'>): Hub {
  return {
    live: { playerCount: () => 0, totalPlayers: () => 0, backlog: () => [] },
    close: async () => {},
  };
}
