import type { BacklogItem, Song } from '@earshot/shared/hub/game-state';

/** Game timings and limits of a room; durations in ms (config gives seconds). */
export type GameSettings = {
  roundsPerGame: number;
  roundDurationMs: number;
  roundPauseMs: number; // between rounds
  gameEndPauseMs: number; // after the last round, before the next game
  pointsByRank: readonly [number, number, number]; // gold, silver, bronze
  backlogLimit: number;
  chatLogLimit: number;
  botGamesBeforeLeaving: number;
};

/** A song of the room's category, with the id the statistics are kept under. */
export type SongEntry = Song & { id: number };

/** category_songs counters as last known (DB values plus what this process added). */
export type SongCounts = { playCount: number; observedCount: number; successCount: number };

/** A bot's settings and its plan for the current round. */
export type BotBrain = {
  sleepMinMs: number;
  sleepMaxMs: number;
  successChance: number; // 0..100
  gamesPlayed: number;
  /** When it answers this round and whether it answers right; null once done or between rounds. */
  plan: { at: number; correct: boolean } | null;
};

export type PlayerState = {
  /** Connection id for people, a generated id for bots: who sent an event, never taken from a payload. */
  key: string;
  name: string;
  userId: number | null;
  authenticated: boolean;
  bot: BotBrain | null;
  /** Joined during a round: hears it but guesses from the next one [JN3]. */
  waiting: boolean;
  // This round
  artistCorrect: boolean;
  songCorrect: boolean;
  medalRank: number;
  awardedPoints: number;
  lastSongTime: number | null; // seconds, 1 decimal
  guessMs: number | null;
  // This game
  points: number;
  songsGuessed: number;
  totalGuessMs: number;
  goldMedals: number;
  silverMedals: number;
  bronzeMedals: number;
  gameRank: number;
};

/** The room's lifecycle: one union, each phase with its own fields. Times are epoch ms. */
export type Phase =
  | { kind: 'idle' }
  | { kind: 'round'; round: number; song: SongEntry; startedAt: number; endsAt: number }
  | { kind: 'roundEnd'; round: number; song: SongEntry; startedAt: number; endedAt: number; nextRoundAt: number }
  | { kind: 'gameEnd'; round: number; song: SongEntry; startedAt: number; endedAt: number; nextGameAt: number };

export type RoomState = {
  categoryId: number;
  roomName: string;
  displayName: string;
  songOnly: boolean;
  visible: boolean;
  active: boolean;
  settings: GameSettings;
  songs: readonly SongEntry[];
  songCounts: Readonly<Record<number, SongCounts>>;
  /** In join order. */
  players: readonly PlayerState[];
  phase: Phase;
  playedThisGame: readonly number[];
  /** Song id → sequence number of its last play in this room, to avoid recent songs [SG2]. */
  lastPlayed: Readonly<Record<number, number>>;
  playSeq: number;
  /** Newest first, at most settings.backlogLimit items. */
  backlog: readonly BacklogItem[];
  /** Recent chat and system lines for the admin view, oldest first. */
  chatLog: readonly string[];
};
