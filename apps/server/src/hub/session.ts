import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@earshot/shared/hub/events';
import type { TokenClaims } from '../auth/jwt.ts';
import type { RateLimiter } from './rate-limit.ts';

export type HubServer = Server<ClientToServerEvents, ServerToClientEvents>;
export type HubSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** What the hub knows about a connection; identity comes from here, never from a payload. */
export type Session = {
  user: TokenClaims | null;
  ip: string;
  /** Lower-cased name of the room this socket plays in, if any (one room per socket). */
  room: string | null;
  limiter: RateLimiter;
};

export const ADMIN_CHANNEL = 'admins';
export const roomChannel = (roomKey: string): string => `room:${roomKey}`;
export const roomKeyOf = (roomName: string): string => roomName.toLowerCase();

export function sessionOf(socket: HubSocket): Session {
  return (socket.data as { session: Session }).session;
}

export function setSession(socket: HubSocket, session: Session): void {
  (socket.data as { session: Session }).session = session;
}
