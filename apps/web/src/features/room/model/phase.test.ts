import { describe, expect, it } from 'vitest';
import type { GameState } from '@earshot/shared/hub/game-state';
import { countdownOf, phaseOf, type Countdown, type RoomPhase } from './phase.ts';
import { initialRoomSession, roomReducer } from './room-reducer.ts';
import { SERVER_NOW, aGameEnd, aGameState, aRoundEnd, anIdleRoom } from './test-builders.ts';

describe('phaseOf / countdownOf — SPEC §4 Room flow, §4 countdown timer modes', () => {
  it.each<[string, GameState, RoomPhase, Countdown | null]>([
    ['idle: no timer', anIdleRoom(), 'idle', null],
    ['disabled (roomActive false) wins over the flags: timer resets', aGameState({ roomActive: false }), 'disabled', null],
    [
      'round: counts down roundDuration to endOfRoundTime',
      aGameState({ endOfRoundTime: SERVER_NOW + 20_000, roundDuration: 30 }),
      'round',
      { kind: 'round', endsAt: SERVER_NOW + 20_000, totalMs: 30_000 },
    ],
    [
      'round end: counts the pause to endOfRoundTime + roundPause s',
      aRoundEnd({ endOfRoundTime: SERVER_NOW, roundPause: 10 }),
      'roundEnd',
      { kind: 'pause', endsAt: SERVER_NOW + 10_000, totalMs: 10_000 },
    ],
    [
      'game end: counts gameEndPause to endOfGameTime',
      aGameEnd({ endOfGameTime: SERVER_NOW + 45_000, gameEndPause: 60 }),
      'gameEnd',
      { kind: 'nextGame', endsAt: SERVER_NOW + 45_000, totalMs: 60_000 },
    ],
  ])('%s', (_name, state, phase, countdown) => {
    expect(phaseOf(state)).toBe(phase);
    expect(countdownOf(state)).toEqual(countdown);
  });

  it('the countdown runs on the server clock: local time + the offset taken from serverTime', () => {
    const localAtArrival = SERVER_NOW - 4_000; // the browser's clock is 4 s behind
    const state = aRoundEnd({ serverTime: SERVER_NOW, endOfRoundTime: SERVER_NOW - 2_000, roundPause: 10 });
    const session = roomReducer(initialRoomSession, { type: 'state', source: 'roundEnd', state, at: localAtArrival });
    const localNow = localAtArrival + 1_000; // one second later on the browser's clock
    const remaining = countdownOf(session.game!)!.endsAt - (localNow + session.clockOffsetMs);
    expect(session.clockOffsetMs).toBe(4_000);
    expect(remaining).toBe(7_000); // pause ends at SERVER_NOW + 8 s; the server's now is SERVER_NOW + 1 s
  });
});
