import type { GameState } from '@earshot/shared/hub/game-state';

/** Where the room is in its cycle (SPEC §4), read from the flags of a game state. */
export type RoomPhase = 'disabled' | 'idle' | 'round' | 'roundEnd' | 'gameEnd';

export function phaseOf(state: GameState): RoomPhase {
  if (!state.roomActive) return 'disabled';
  if (state.endOfGame) return 'gameEnd';
  if (state.endOfRound) return 'roundEnd';
  if (state.isPlaying) return 'round';
  return 'idle';
}

/** A deadline on the server's clock and the span it counts down (for the ring). */
export type Countdown = { kind: 'round' | 'pause' | 'nextGame'; endsAt: number; totalMs: number };

const MS = 1000;

/** Round: to endOfRoundTime. Round end: the pause, to endOfRoundTime + roundPause. Game end: to endOfGameTime. */
export function countdownOf(state: GameState): Countdown | null {
  switch (phaseOf(state)) {
    case 'round':
      return { kind: 'round', endsAt: state.endOfRoundTime, totalMs: state.roundDuration * MS };
    case 'roundEnd':
      return { kind: 'pause', endsAt: state.endOfRoundTime + state.roundPause * MS, totalMs: state.roundPause * MS };
    case 'gameEnd':
      return { kind: 'nextGame', endsAt: state.endOfGameTime, totalMs: state.gameEndPause * MS };
    default:
      return null;
  }
}
