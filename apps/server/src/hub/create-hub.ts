import { HUB_ERROR } from '@earshot/shared/hub/events';
import type { AppContext, LiveRooms } from '../app-context.ts';
import { findByKey, nameKey } from '../game/players.ts';
import type { Random } from '../game/random.ts';
import { registerAdminHandlers } from './admin-handlers.ts';
import { BanCache } from './ban-cache.ts';
import { createEffectEmitter } from './emit-effects.ts';
import { registerHandshake } from './handshake.ts';
import { JoinLog } from './join-log.ts';
import { registerPlayerHandlers } from './player-handlers.ts';
import { FLOODING_TEXT, RATE_LIMITED_TEXT } from './rate-limit.ts';
import { RoomRegistry } from './room-registry.ts';
import { persistRound } from './round-store.ts';
import { sessionOf, type HubServer } from './session.ts';

export type { HubServer } from './session.ts';

export type Hub = {
  live: LiveRooms;
  /** Live rooms for the admin side: views, bots, online players, `refresh(roomName)` after a category changes. */
  rooms: RoomRegistry;
  /** Call after adding or removing a ban or timeout (and for the admin's Clear Ban Cache); joins re-read them. */
  clearBanCache(): void;
  /** Sends `Disconnect(reason)` to every connection playing under that name (any room) and drops it; bots of that name leave. The number removed. */
  kickPlayer(name: string, reason: string): number;
  close(): Promise<void>;
};

export type HubOptions = { random?: Random; onError?: (error: unknown) => void };

/** Wires the game hub onto the Socket.IO server (DESIGN §6, docs/PROTOCOL.md). */
export function createHub(io: HubServer, ctx: Omit<AppContext, 'live'>, options: HubOptions = {}): Hub {
  const onError = options.onError ?? ((error: unknown) => console.error('[hub]', error));
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    pending.add(work);
    const done = () => pending.delete(work);
    work.then(done, done);
  };
  const emitter = createEffectEmitter({
    io,
    clock: ctx.clock,
    persist: (record) => track(persistRound(ctx.db, record).catch(onError)),
  });
  const rooms = new RoomRegistry({
    db: ctx.db,
    clock: ctx.clock,
    config: ctx.config,
    random: options.random ?? Math.random,
    onEffects: emitter,
    onError,
  });

  const bans = new BanCache(ctx.db, ctx.clock);
  const joinLog = new JoinLog(ctx.db, ctx.clock, track, onError);

  registerHandshake(io, ctx);
  io.on('connection', (socket) => {
    const session = sessionOf(socket);
    // [HB4] Rate limit per socket, before any handler: a refused event changes nothing.
    socket.use((packet, next) => {
      const verdict = session.limiter.take();
      if (verdict === 'ok') return next();
      const ack = packet.at(-1);
      if (typeof ack === 'function') ack({ ok: false, code: HUB_ERROR.RATE_LIMITED, message: RATE_LIMITED_TEXT });
      if (verdict === 'flood') {
        socket.emit('Disconnect', FLOODING_TEXT);
        socket.disconnect(true);
      }
    });
    registerPlayerHandlers(socket, { io, ctx, rooms, bans, joinLog, onError });
    registerAdminHandlers(socket, rooms, onError);
  });

  return {
    live: rooms.live,
    rooms,
    clearBanCache: () => bans.clear(),
    kickPlayer(name, reason) {
      let removed = rooms.removeBots(name);
      for (const socket of io.sockets.sockets.values()) {
        const room = sessionOf(socket).room;
        const state = room ? rooms.find(room)?.state : undefined;
        const player = state ? findByKey(state, socket.id) : undefined;
        if (player && nameKey(player.name) === nameKey(name)) {
          socket.emit('Disconnect', reason);
          socket.disconnect(true);
          removed++;
        }
      }
      return removed;
    },
    close: async () => {
      rooms.close();
      joinLog.flush();
      await Promise.allSettled([...pending]);
    },
  };
}
