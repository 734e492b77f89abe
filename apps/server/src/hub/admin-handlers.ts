import { HUB_ERROR } from '@earshot/shared/hub/events';
import { ADMINS_ONLY_TEXT } from '../auth/session-check.ts';
import { ROOM_NOT_FOUND_TEXT } from '../game/membership.ts';
import { onInvocation, type Reply } from './invocation.ts';
import type { RoomRegistry } from './room-registry.ts';
import { ADMIN_CHANNEL, sessionOf, type HubSocket } from './session.ts';

type AnyReply = Reply<'JoinGameAdmin' | 'AdminMessageToRoom' | 'AdminWhisperToPlayer'>;
const forbidden = (reply: AnyReply) => reply({ ok: false, code: HUB_ERROR.FORBIDDEN, message: ADMINS_ONLY_TEXT });
const roomNotFound = (reply: AnyReply) => reply({ ok: false, code: HUB_ERROR.ROOM_NOT_FOUND, message: ROOM_NOT_FOUND_TEXT });

/** [AD1] Admin invocations check the token's admin claim on every call. */
export function registerAdminHandlers(socket: HubSocket, rooms: RoomRegistry, onError: (error: unknown) => void): void {
  const session = sessionOf(socket);

  onInvocation(
    socket,
    'JoinGameAdmin',
    async (_args, reply) => {
      if (!session.user?.isAdmin) return forbidden(reply);
      socket.join(ADMIN_CHANNEL);
      reply({ ok: true, rooms: await rooms.adminRooms() });
    },
    onError,
  );

  onInvocation(
    socket,
    'AdminMessageToRoom',
    async ([roomName, text], reply) => {
      if (!session.user?.isAdmin) return forbidden(reply);
      const runner = await rooms.open(roomName);
      if (!runner) return roomNotFound(reply);
      runner.dispatch({ type: 'adminMessage', text }, reply);
    },
    onError,
  );

  onInvocation(
    socket,
    'AdminWhisperToPlayer',
    async ([roomName, targetName, text], reply) => {
      const user = session.user;
      if (!user?.isAdmin) return forbidden(reply);
      const runner = await rooms.open(roomName);
      if (!runner) return roomNotFound(reply);
      runner.dispatch({ type: 'adminWhisper', from: user.username, targetName, text }, reply);
    },
    onError,
  );
}
