import { seededRandom } from '../../src/game/random.ts';
import type { Effect, EffectType, ReplyOf, RoomEvent } from '../../src/game/room-events.ts';
import type { PlayerState, RoomState, SongEntry } from '../../src/game/room-state.ts';
import { nextDeadline } from '../../src/game/round-flow.ts';
import { transition } from '../../src/game/transition.ts';
import { aRoom } from './builders.ts';

export const T0 = 1_700_000_000_000;

/** Drives the pure transition by hand: explicit time, seeded randomness, a log of effects. */
export function engine(room: RoomState = aRoom(), seed = 42) {
  let state = room;
  let now = T0;
  const random = seededRandom(seed);
  let log: Effect[] = [];
  const api = {
    get state() {
      return state;
    },
    get now() {
      return now;
    },
    send<E extends RoomEvent>(event: E): ReplyOf<E> {
      const outcome = transition(state, event, now, random);
      state = outcome.state;
      log.push(...outcome.effects);
      return outcome.reply;
    },
    /** Moves the clock and lets the room catch up, as the runner's timer would. */
    advance(ms: number) {
      now += ms;
      api.send({ type: 'tick' });
    },
    /** Moves the clock without waking the room (a timer that has not fired yet). */
    wait(ms: number) {
      now += ms;
    },
    /** Jumps to the next deadline. */
    next() {
      const at = nextDeadline(state);
      if (at === null) throw new Error('nothing scheduled');
      api.advance(at - now);
    },
    /** Effects since the last call. */
    take(): Effect[] {
      const taken = log;
      log = [];
      return taken;
    },
    takeTypes(): EffectType[] {
      return api.take().map((e) => e.type);
    },
    join(name: string, extra: Partial<Parameters<typeof aPlayerEvent>[1]> = {}) {
      return api.send({ type: 'join', player: aPlayerEvent(name, extra) });
    },
    guess(name: string, text: string) {
      return api.send({ type: 'guess', key: `key-${name}`, text });
    },
    player(name: string): PlayerState {
      const found = state.players.find((p) => p.name === name);
      if (!found) throw new Error(`no player ${name}`);
      return found;
    },
    song(): SongEntry {
      const phase = state.phase;
      if (phase.kind === 'idle') throw new Error('no song while idle');
      return phase.song;
    },
  };
  return api;
}

function aPlayerEvent(
  name: string,
  extra: { userId?: number | null; bot?: { sleepMinMs: number; sleepMaxMs: number; successChance: number }; key?: string },
) {
  return {
    key: extra.key ?? `key-${name}`,
    name,
    userId: extra.userId ?? null,
    authenticated: extra.userId != null,
    ...(extra.bot ? { bot: extra.bot } : {}),
  };
}
