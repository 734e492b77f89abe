import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/game/random.ts';
import { aRoom } from './builders.ts';
import { engine } from './engine-harness.ts';

/** Plays `rounds` rounds and lists the song ids in order. */
function playedIds(room: ReturnType<typeof engine>, rounds: number): number[] {
  const ids: number[] = [];
  room.join('Ann');
  while (ids.length < rounds) {
    if (room.state.phase.kind === 'round') ids.push(room.song().id);
    room.next();
    while (room.state.phase.kind !== 'round') room.next();
  }
  return ids;
}

describe('song draw', () => {
  it('[SG1] no song repeats within a game', () => {
    const ids = playedIds(engine(aRoom({ settings: { roundsPerGame: 12 } })), 12);
    expect(new Set(ids).size).toBe(12);
  });

  it('[SG2] recent games are avoided while the catalogue allows: 12 songs play before any repeats', () => {
    const ids = playedIds(engine(aRoom({ settings: { roundsPerGame: 3 } })), 15);
    expect(new Set(ids.slice(0, 12)).size).toBe(12);
    // The 13th is the least recently played song.
    expect(ids[12]).toBe(ids[0]);
  });

  it('[SG1] a category smaller than a game still plays, cycling through its songs', () => {
    const ids = playedIds(engine(aRoom({ songCount: 2, settings: { roundsPerGame: 5 } })), 5);
    expect(ids.slice(0, 2).sort()).toEqual([1, 2]);
    expect(new Set(ids.slice(2, 4)).size).toBe(2);
  });

  it('draws are random but reproducible with the same seed', () => {
    const a = playedIds(engine(aRoom({ settings: { roundsPerGame: 6 } }), 1), 6);
    const b = playedIds(engine(aRoom({ settings: { roundsPerGame: 6 } }), 1), 6);
    const c = playedIds(engine(aRoom({ settings: { roundsPerGame: 6 } }), 2), 6);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(seededRandom(5)()).toBe(seededRandom(5)());
  });
});
