import type { Ack, GuessResult } from '@earshot/shared/hub/events';
import type { PlayerState, RoomState, SongCounts, SongEntry } from './room-state.ts';

export type BotSettings = { sleepMinMs: number; sleepMaxMs: number; successChance: number };

export type NewPlayer = {
  key: string;
  name: string;
  userId: number | null;
  authenticated: boolean;
  bot?: BotSettings;
};

/** Category fields a room takes from the database. */
export type CategoryInfo = {
  categoryId: number;
  roomName: string;
  displayName: string;
  songOnly: boolean;
  visible: boolean;
  active: boolean;
};

/** Everything that can happen to a room. Identity (key) is stamped by the hub from the connection. */
export type RoomEvent =
  | { type: 'join'; player: NewPlayer }
  | { type: 'leave'; key: string }
  | { type: 'guess'; key: string; text: string }
  | { type: 'chat'; key: string; text: string }
  | { type: 'whisper'; key: string; targetName: string; text: string }
  | { type: 'adminMessage'; text: string }
  | { type: 'adminWhisper'; from: string; targetName: string; text: string }
  /** A deadline may have passed; every event first catches up with the clock, so this only advances. */
  | { type: 'tick' }
  /** New category fields or songs from the database. */
  | { type: 'configure'; category: CategoryInfo; songs?: readonly SongEntry[]; counts?: Record<number, SongCounts> };

/** Per-round totals written to the database in one transaction (ST1–ST3). */
export type RoundRecord = {
  categoryId: number;
  songId: number;
  observed: number;
  successes: number;
  players: Array<{
    userId: number;
    points: number;
    songsGuessed: number;
    guessMs: number;
    goldMedals: number;
    silverMedals: number;
    bronzeMedals: number;
  }>;
  /** Present at a game's last round. */
  gameRanks: Array<{ userId: number; rank: number }> | null;
};

/**
 * What happened, in order; the runner turns each into emissions. Effects that need a view carry the
 * state at that moment, so a join into an idle room can show the idle snapshot and then the new game.
 */
export type Effect =
  | { type: 'joined'; key: string; name: string; midRound: boolean; state: RoomState }
  | { type: 'replaced'; oldKey: string; key: string }
  | { type: 'playerChanged'; player: PlayerState }
  | { type: 'playerLeft'; player: PlayerState }
  | { type: 'gameStarted'; state: RoomState }
  | { type: 'roundStarted'; state: RoomState }
  | { type: 'roundEnded'; round: number; endOfGame: boolean; state: RoomState; record: RoundRecord }
  | { type: 'stopped'; state: RoomState }
  | { type: 'disabled'; state: RoomState }
  | { type: 'chat'; name: string; message: string }
  | { type: 'system'; message: string }
  | { type: 'whisper'; fromKey: string | null; toKey: string; from: string; to: string; message: string };

export type EffectType = Effect['type'];

export type ReplyOf<E extends RoomEvent> = E extends { type: 'join' }
  ? Ack<{ name: string }>
  : E extends { type: 'guess' }
    ? Ack<GuessResult>
    : E extends { type: 'chat' | 'whisper' | 'adminMessage' | 'adminWhisper' }
      ? Ack
      : undefined;

export type Outcome<R = unknown> = { state: RoomState; effects: Effect[]; reply: R };
