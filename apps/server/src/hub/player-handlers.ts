import { HUB_ERROR } from '@earshot/shared/hub/events';
import { validateGuestName } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import type { AppContext } from '../app-context.ts';
import { ROOM_NOT_FOUND_TEXT } from '../game/membership.ts';
import { NOT_IN_ROOM, findByKey, findByName } from '../game/players.ts';
import { toPlayerView } from '../game/views.ts';
import { onInvocation } from './invocation.ts';
import type { BanCache } from './ban-cache.ts';
import type { JoinLog } from './join-log.ts';
import type { RoomRegistry } from './room-registry.ts';
import { ADMIN_CHANNEL, roomChannel, roomKeyOf, sessionOf, type HubServer, type HubSocket } from './session.ts';

type Deps = {
  io: HubServer;
  ctx: Omit<AppContext, 'live'>;
  rooms: RoomRegistry;
  bans: BanCache;
  joinLog: JoinLog;
  onError: (error: unknown) => void;
};

/** Removes the socket from the room it plays in, if any. */
export function leaveRoom(socket: HubSocket, rooms: RoomRegistry): void {
  const session = sessionOf(socket);
  if (!session.room) return;
  const runner = rooms.find(session.room);
  socket.leave(roomChannel(session.room));
  session.room = null;
  runner?.dispatch({ type: 'leave', key: socket.id });
}

export function registerPlayerHandlers(socket: HubSocket, { io, ctx, rooms, bans, joinLog, onError }: Deps): void {
  const session = sessionOf(socket);
  /** The room this socket plays in, if any. */
  const playing = () => (session.room ? rooms.find(session.room) : undefined);

  // [JN1]–[JN6]: account name or a valid guest name → not banned → active room → unique name.
  onInvocation(
    socket,
    'JoinGame',
    async ([requestedName, roomName], reply) => {
      const name = session.user ? session.user.username : requestedName.normalize('NFC');
      if (!session.user) {
        const problem = validateGuestName(name);
        if (problem) return reply({ ok: false, code: HUB_ERROR.INVALID_NAME, message: problem });
      }
      const ban = await bans.reasonFor(name, session.ip);
      if (ban !== null) return reply({ ok: false, code: HUB_ERROR.BANNED, message: ban });
      const runner = await rooms.open(roomName);
      if (!runner) return reply({ ok: false, code: HUB_ERROR.ROOM_NOT_FOUND, message: ROOM_NOT_FOUND_TEXT });
      if (!socket.connected) return;
      const key = roomKeyOf(runner.state.roomName);
      const clash = findByName(runner.state, name);
      // [HB5] Joining the same room again under the same name just resends the snapshot.
      if (clash?.key === socket.id) {
        reply({ ok: true, name: clash.name });
        socket.emit('SendAcceptedName', clash.name);
        socket.emit('GetRoomData', toPlayerView(runner.state, ctx.clock.now()));
        return;
      }
      if (clash && !(session.user && clash.userId === session.user.userId)) {
        return reply({ ok: false, code: HUB_ERROR.NAME_IN_USE, message: TEXTS.nameInUse });
      }
      // [HB5] One room per socket: a successful join elsewhere (or under another name) leaves the first.
      if (session.room) leaveRoom(socket, rooms);
      runner.dispatch(
        {
          type: 'join',
          player: { key: socket.id, name, userId: session.user?.userId ?? null, authenticated: session.user !== null },
        },
        (answer) => {
          if (answer.ok) {
            session.room = key;
            socket.join(roomChannel(key));
          }
          reply(answer);
        },
      );
      const joined = session.room === key ? findByKey(runner.state, socket.id) : undefined;
      if (!joined) return;
      const entry = { roomName: runner.state.roomName, name: joined.name, ip: session.ip };
      const at = ctx.clock.now();
      io.to(ADMIN_CHANNEL).emit('AdminLog', { time: at, action: 'JoinGame', ...entry });
      joinLog.add({ ...entry, at });
    },
    onError,
  );

  onInvocation(
    socket,
    'SubmitGuess',
    ([text], reply) => {
      const runner = playing();
      if (!runner) return reply(NOT_IN_ROOM);
      runner.dispatch({ type: 'guess', key: socket.id, text }, reply);
    },
    onError,
  );

  onInvocation(
    socket,
    'sendMessageToRoom',
    ([text], reply) => {
      const runner = playing();
      if (!runner) return reply(NOT_IN_ROOM);
      runner.dispatch({ type: 'chat', key: socket.id, text }, reply);
    },
    onError,
  );

  onInvocation(
    socket,
    'SendWhisperToPlayer',
    ([text, targetName], reply) => {
      const runner = playing();
      if (!runner) return reply(NOT_IN_ROOM);
      runner.dispatch({ type: 'whisper', key: socket.id, targetName, text }, reply);
    },
    onError,
  );

  socket.on('disconnect', () => leaveRoom(socket, rooms));
}
