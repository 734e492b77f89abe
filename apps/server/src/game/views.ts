import type { AdminRoom, GameState, RoomPlayer } from '@earshot/shared/hub/game-state';
import { averageSeconds } from './players.ts';
import type { PlayerState, RoomState } from './room-state.ts';
import { toSong } from './round-flow.ts';

export function toRoomPlayer(player: PlayerState): RoomPlayer {
  return {
    name: player.name,
    points: player.points,
    authenticated: player.authenticated,
    isBot: player.bot !== null,
    lastSongTime: player.lastSongTime,
    medalRank: player.medalRank,
    artistCorrect: player.artistCorrect,
    songCorrect: player.songCorrect,
    awardedPoints: player.awardedPoints,
    songsGuessed: player.songsGuessed,
    averageTime: averageSeconds(player.totalGuessMs, player.songsGuessed),
    goldMedals: player.goldMedals,
    silverMedals: player.silverMedals,
    bronzeMedals: player.bronzeMedals,
    gameRank: player.gameRank,
  };
}

const seconds = (ms: number) => ms / 1000;

function baseView(room: RoomState, now: number): Omit<GameState, 'currentSong'> {
  const phase = room.phase;
  const { settings } = room;
  return {
    roomName: room.roomName,
    displayName: room.displayName,
    serverTime: now,
    roomActive: room.active,
    endOfRound: phase.kind === 'roundEnd',
    endOfGame: phase.kind === 'gameEnd',
    isPlaying: phase.kind === 'round',
    songOnly: room.songOnly,
    currentRound: phase.kind === 'idle' ? 0 : phase.round,
    roundsPerGame: settings.roundsPerGame,
    roundDuration: seconds(settings.roundDurationMs),
    roundPause: seconds(settings.roundPauseMs),
    gameEndPause: seconds(settings.gameEndPauseMs),
    endOfRoundTime: phase.kind === 'idle' ? 0 : phase.kind === 'round' ? phase.endsAt : phase.endedAt,
    endOfGameTime: phase.kind === 'gameEnd' ? phase.nextGameAt : 0,
    players: room.players.map(toRoomPlayer),
    songBacklog: [...room.backlog],
  };
}

/**
 * The only way a room's state leaves for a player [VW1]: during a round the song is `{ preview }`
 * alone; title, artist, art and link appear once the round has ended.
 */
export function toPlayerView(room: RoomState, now: number): GameState {
  const phase = room.phase;
  const currentSong =
    phase.kind === 'idle' ? null : phase.kind === 'round' ? { preview: phase.song.preview } : toSong(phase.song);
  return { ...baseView(room, now), currentSong };
}

/** [VW2] Admin copies of state events: the same state with the current song in full. */
export function toAdminStateView(room: RoomState, now: number): GameState {
  const phase = room.phase;
  return { ...baseView(room, now), currentSong: phase.kind === 'idle' ? null : toSong(phase.song) };
}

/** [VW3] A room as the admin console lists it, with the answer and the song's success figures. */
export function toAdminView(room: RoomState, now: number): AdminRoom {
  const view = baseView(room, now);
  const phase = room.phase;
  const counts = phase.kind === 'idle' ? undefined : room.songCounts[phase.song.id];
  return {
    roomName: room.roomName,
    displayName: room.displayName,
    currentRound: view.currentRound,
    roundsPerGame: view.roundsPerGame,
    currentSong:
      phase.kind === 'idle'
        ? null
        : {
            artist: phase.song.artist,
            titleClean: phase.song.titleClean,
            successRate: counts && counts.observedCount > 0 ? counts.successCount / counts.observedCount : 0,
            playCount: counts?.playCount ?? 0,
            observedCount: counts?.observedCount ?? 0,
          },
    visible: room.visible,
    songOnly: room.songOnly,
    players: view.players.map((player) => ({ ...player, roomName: room.roomName })),
    endOfRound: view.endOfRound,
    endOfGame: view.endOfGame,
    endOfRoundTime: view.endOfRoundTime,
    endOfGameTime: view.endOfGameTime,
    roundPause: view.roundPause,
    isPlaying: view.isPlaying,
    chatText: room.chatLog.join('\n'),
    serverTime: now,
  };
}
