import type { Config } from '../config.ts';
import type { CategoryInfo } from './room-events.ts';
import type { GameSettings, RoomState, SongCounts, SongEntry } from './room-state.ts';

export const BACKLOG_LIMIT = 20;
export const CHAT_LOG_LIMIT = 50;

/** Seconds in the configuration, ms in the engine. */
export function gameSettings(
  config: Pick<Config, 'ROUNDS_PER_GAME' | 'ROUND_DURATION_S' | 'ROUND_PAUSE_S' | 'GAME_END_PAUSE_S' | 'POINTS_BY_RANK'>,
  botGamesBeforeLeaving: number,
): GameSettings {
  return {
    roundsPerGame: config.ROUNDS_PER_GAME,
    roundDurationMs: Math.round(config.ROUND_DURATION_S * 1000),
    roundPauseMs: Math.round(config.ROUND_PAUSE_S * 1000),
    gameEndPauseMs: Math.round(config.GAME_END_PAUSE_S * 1000),
    pointsByRank: config.POINTS_BY_RANK,
    backlogLimit: BACKLOG_LIMIT,
    chatLogLimit: CHAT_LOG_LIMIT,
    botGamesBeforeLeaving,
  };
}

/** An idle room for a category. */
export function createRoom(
  category: CategoryInfo,
  settings: GameSettings,
  songs: readonly SongEntry[],
  songCounts: Record<number, SongCounts> = {},
): RoomState {
  return {
    ...category,
    settings,
    songs,
    songCounts,
    players: [],
    phase: { kind: 'idle' },
    playedThisGame: [],
    lastPlayed: {},
    playSeq: 0,
    backlog: [],
    chatLog: [],
  };
}
