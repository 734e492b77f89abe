import { HUB_ERROR } from '@earshot/shared/hub/events';
import type { NewPlayer } from './room-events.ts';
import type { PlayerState, RoomState } from './room-state.ts';

/** The answer to a player event from a connection that has not joined the room. */
export const NOT_IN_ROOM = { ok: false, code: HUB_ERROR.NOT_IN_ROOM, message: 'Join a room first' } as const;

/** Names are unique per room ignoring case [JN2]. */
export const nameKey = (name: string): string => name.normalize('NFC').toLowerCase();

export function findByKey(room: RoomState, key: string): PlayerState | undefined {
  return room.players.find((player) => player.key === key);
}

export function findByName(room: RoomState, name: string): PlayerState | undefined {
  const wanted = nameKey(name);
  return room.players.find((player) => nameKey(player.name) === wanted);
}

const ROUND_RESET = {
  artistCorrect: false,
  songCorrect: false,
  medalRank: 0,
  awardedPoints: 0,
  lastSongTime: null,
  guessMs: null,
} as const;

const GAME_RESET = {
  points: 0,
  songsGuessed: 0,
  totalGuessMs: 0,
  goldMedals: 0,
  silverMedals: 0,
  bronzeMedals: 0,
  gameRank: 0,
} as const;

export function newPlayer(input: NewPlayer, waiting: boolean): PlayerState {
  return {
    key: input.key,
    name: input.name,
    userId: input.userId,
    authenticated: input.authenticated,
    bot: input.bot ? { ...input.bot, gamesPlayed: 0, plan: null } : null,
    waiting,
    ...ROUND_RESET,
    ...GAME_RESET,
  };
}

export const resetForRound = (player: PlayerState): PlayerState => ({ ...player, ...ROUND_RESET, waiting: false });

export const resetForGame = (player: PlayerState): PlayerState => ({ ...player, ...ROUND_RESET, ...GAME_RESET });

/** Both answers found, or the title in a song-only room [SC1]. */
export const hasFinished = (player: PlayerState, songOnly: boolean): boolean =>
  player.songCorrect && (songOnly || player.artistCorrect);

export function replacePlayer(room: RoomState, updated: PlayerState): RoomState {
  return { ...room, players: room.players.map((player) => (player.key === updated.key ? updated : player)) };
}

/** Seconds with one decimal. */
export const toSeconds1 = (ms: number): number => Math.round(ms / 100) / 10;

/** Mean seconds to a correct answer, one decimal; null before the first. */
export const averageSeconds = (totalMs: number, songsGuessed: number): number | null =>
  songsGuessed > 0 ? toSeconds1(totalMs / songsGuessed) : null;
