import { configure } from './configure.ts';
import { join, leave } from './membership.ts';
import { adminMessage, adminWhisper, chat, whisperTo } from './messages.ts';
import type { Random } from './random.ts';
import type { Effect, Outcome, ReplyOf, RoomEvent } from './room-events.ts';
import type { RoomState } from './room-state.ts';
import { advance } from './round-flow.ts';
import { applyGuess } from './scoring.ts';

/**
 * The room's rules as one pure function: catch up with the clock (every deadline up to `now`), then
 * apply the event. Returns the new state, what happened in order, and the answer for the sender.
 */
export function transition<E extends RoomEvent>(
  state: RoomState,
  event: E,
  now: number,
  random: Random,
): Outcome<ReplyOf<E>> {
  const effects: Effect[] = [];
  const room = advance(state, now, random, effects);
  const done = (next: RoomState, reply?: unknown) =>
    ({ state: next, effects, reply }) as Outcome<ReplyOf<E>>;
  switch (event.type) {
    case 'tick':
      return done(room);
    case 'join': {
      const result = join(room, event.player, now, random, effects);
      return done(result.room, result.reply);
    }
    case 'leave':
      return done(leave(room, event.key, effects));
    case 'guess': {
      const result = applyGuess(room, event.key, event.text, now);
      if (result.changed) effects.push({ type: 'playerChanged', player: result.changed });
      return done(result.room, result.reply);
    }
    case 'chat': {
      const result = chat(room, event.key, event.text, effects);
      return done(result.room, result.reply);
    }
    case 'whisper': {
      const result = whisperTo(room, event.key, event.targetName, event.text, effects);
      return done(result.room, result.reply);
    }
    case 'adminMessage': {
      const result = adminMessage(room, event.text, effects);
      return done(result.room, result.reply);
    }
    case 'adminWhisper': {
      const result = adminWhisper(room, event.from, event.targetName, event.text, effects);
      return done(result.room, result.reply);
    }
    case 'configure':
      return done(configure(room, event, now, random, effects));
    default: {
      const never: never = event;
      throw new Error(`Unknown room event ${JSON.stringify(never)}`);
    }
  }
}
