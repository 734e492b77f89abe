import { describe, expect, it } from 'vitest';
import { endOfRoundText, TEXTS } from '@earshot/shared/texts';
import { HUB_ERROR } from '@earshot/shared/hub/events';
import { nextDeadline } from '../../src/game/round-flow.ts';
import { aCategory, aRoom } from './builders.ts';
import { engine, T0 } from './engine-harness.ts';

const ROUND_MS = 30_000;
const PAUSE_MS = 10_000;
const GAME_END_MS = 20_000;

describe('room flow', () => {
  it('[RD1] an idle room with nobody in it schedules nothing', () => {
    const room = engine();
    room.advance(60_000);
    expect(room.state.phase.kind).toBe('idle');
    expect(nextDeadline(room.state)).toBeNull();
    expect(room.take()).toEqual([]);
  });

  it('[RD1][RD2][RD3] the first player starts a game: joined, player update, game start, round 1', () => {
    const room = engine();
    expect(room.join('Ann')).toEqual({ ok: true, name: 'Ann' });
    const effects = room.take();
    expect(effects.map((e) => e.type)).toEqual(['joined', 'playerChanged', 'gameStarted', 'roundStarted']);
    const joined = effects[0]!;
    expect(joined.type === 'joined' && joined.state.phase.kind).toBe('idle');
    expect(room.state.phase).toMatchObject({ kind: 'round', round: 1, startedAt: T0, endsAt: T0 + ROUND_MS });
  });

  it('[RD1] a room without songs does not start', () => {
    const room = engine(aRoom({ songCount: 0 }));
    room.join('Ann');
    expect(room.takeTypes()).toEqual(['joined', 'playerChanged']);
    expect(room.state.phase.kind).toBe('idle');
  });

  it('[RD4] a round ends at its deadline, not before, then pauses', () => {
    const room = engine();
    room.join('Ann');
    room.take();
    room.advance(ROUND_MS - 1);
    expect(room.state.phase.kind).toBe('round');
    expect(room.take()).toEqual([]);
    room.advance(1);
    const effects = room.take();
    expect(effects.map((e) => e.type)).toEqual(['roundEnded', 'system']);
    expect(effects[0]).toMatchObject({ type: 'roundEnded', round: 1, endOfGame: false });
    expect(effects[1]).toEqual({ type: 'system', message: endOfRoundText(1) });
    expect(room.state.phase).toMatchObject({ kind: 'roundEnd', round: 1, endedAt: T0 + ROUND_MS, nextRoundAt: T0 + ROUND_MS + PAUSE_MS });
    expect(room.state.backlog).toHaveLength(1);
  });

  it('[RD3] after the pause the next round starts with a new song and reset flags', () => {
    const room = engine();
    room.join('Ann');
    const first = room.song();
    room.guess('Ann', first.title);
    room.advance(ROUND_MS);
    room.take();
    room.advance(PAUSE_MS);
    expect(room.takeTypes()).toEqual(['roundStarted']);
    expect(room.state.phase).toMatchObject({ kind: 'round', round: 2, startedAt: T0 + ROUND_MS + PAUSE_MS });
    expect(room.song().id).not.toBe(first.id);
    expect(room.player('Ann')).toMatchObject({ songCorrect: false, artistCorrect: false, awardedPoints: 0, lastSongTime: null });
  });

  it('[RD5] the last round ends the game; after the game-end pause a new game starts at round 1', () => {
    const room = engine();
    room.join('Ann');
    room.next(); // end of round 1
    room.next(); // round 2
    room.next(); // end of round 2
    room.next(); // round 3
    room.take();
    room.guess('Ann', room.song().title);
    room.guess('Ann', room.song().artist);
    room.take();
    room.next(); // end of round 3 = end of game
    const ended = room.take();
    expect(ended.map((e) => e.type)).toEqual(['roundEnded', 'system']);
    expect(ended[0]).toMatchObject({ type: 'roundEnded', round: 3, endOfGame: true });
    expect(ended[1]).toEqual({ type: 'system', message: endOfRoundText(3) });
    const endedAt = T0 + 3 * ROUND_MS + 2 * PAUSE_MS;
    expect(room.state.phase).toMatchObject({ kind: 'gameEnd', round: 3, endedAt, nextGameAt: endedAt + GAME_END_MS });
    expect(room.player('Ann')).toMatchObject({ points: 3, gameRank: 1 });
    room.advance(GAME_END_MS - 1);
    expect(room.state.phase.kind).toBe('gameEnd');
    room.advance(1);
    expect(room.takeTypes()).toEqual(['gameStarted', 'roundStarted']);
    expect(room.state.phase).toMatchObject({ kind: 'round', round: 1, startedAt: endedAt + GAME_END_MS });
    expect(room.player('Ann')).toMatchObject({ points: 0, gameRank: 0, songsGuessed: 0, goldMedals: 0 });
  });

  it('[RD6] a late wake-up processes every missed deadline at its own time', () => {
    const room = engine();
    room.join('Ann');
    room.take();
    room.advance(ROUND_MS + PAUSE_MS + 5_000);
    expect(room.takeTypes()).toEqual(['roundEnded', 'system', 'roundStarted']);
    expect(room.state.phase).toMatchObject({ kind: 'round', round: 2, startedAt: T0 + ROUND_MS + PAUSE_MS });
  });

  it('[RD6] an event after a missed deadline sees the phase the clock is in', () => {
    const room = engine();
    room.join('Ann');
    const song = room.song();
    room.take();
    room.wait(ROUND_MS); // the timer has not fired yet
    expect(room.guess('Ann', song.title)).toMatchObject({ ok: false, code: HUB_ERROR.WAIT_ROUND });
    expect(room.takeTypes()).toEqual(['roundEnded', 'system']);
  });

  it('[RD7] the last player leaving stops the room: idle, nothing scheduled; a new player starts afresh', () => {
    const room = engine();
    room.join('Ann');
    room.join('Bob');
    room.next();
    room.next(); // round 2
    room.take();
    room.send({ type: 'leave', key: 'key-Ann' });
    expect(room.takeTypes()).toEqual(['playerLeft']);
    expect(room.state.phase.kind).toBe('round');
    room.send({ type: 'leave', key: 'key-Bob' });
    expect(room.takeTypes()).toEqual(['playerLeft', 'stopped']);
    expect(room.state.phase.kind).toBe('idle');
    expect(nextDeadline(room.state)).toBeNull();
    room.join('Cid');
    room.take();
    expect(room.state.phase).toMatchObject({ kind: 'round', round: 1 });
  });

  it('[RD8] disabling stops the room with "Room has been disabled"; joins and guesses are refused; enabling restarts', () => {
    const room = engine();
    room.join('Ann');
    room.take();
    room.send({ type: 'configure', category: aCategory({ active: false }) });
    const effects = room.take();
    expect(effects.map((e) => e.type)).toEqual(['stopped', 'disabled', 'system']);
    expect(effects[2]).toEqual({ type: 'system', message: TEXTS.roomDisabled });
    expect(room.state).toMatchObject({ active: false, phase: { kind: 'idle' } });
    expect(nextDeadline(room.state)).toBeNull();
    expect(room.guess('Ann', 'x')).toMatchObject({ ok: false, code: HUB_ERROR.ROOM_DISABLED, message: TEXTS.roomDisabled });
    expect(room.join('Bob')).toMatchObject({ ok: false, code: HUB_ERROR.ROOM_NOT_FOUND });
    room.send({ type: 'configure', category: aCategory({ active: true }) });
    expect(room.takeTypes()).toEqual(['gameStarted', 'roundStarted']);
  });

  it('[RD8] new songs are drawn from the next round on and start an idle room that had none', () => {
    const room = engine(aRoom({ songCount: 0 }));
    room.join('Ann');
    room.take();
    room.send({ type: 'configure', category: aCategory(), songs: aRoom({ songCount: 2 }).songs });
    expect(room.takeTypes()).toEqual(['gameStarted', 'roundStarted']);
  });
});
