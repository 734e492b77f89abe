import { describe, expect, it } from 'vitest';
import type { RoomPlayer } from '@earshot/shared/hub/game-state';
import { podiumOf, rowStateOf, sortPlayers, type RowState } from './player-order.ts';
import { aPlayer } from './test-builders.ts';

const names = (players: readonly RoomPlayer[]) => players.map((p) => p.name);

describe('sortPlayers — SPEC §4 "Player rows sort by points descending"', () => {
  const players = [aPlayer({ name: 'dora', points: 2 }), aPlayer({ name: 'Cleo', points: 5 }), aPlayer({ name: 'bob', points: 2 }), aPlayer({ name: 'Ann', points: 2 })];

  it('puts the highest points first; equal points in a stable name order (ignoring case)', () => {
    expect(names(sortPlayers(players))).toEqual(['Cleo', 'Ann', 'bob', 'dora']);
  });

  it('gives the same order whatever the arrival order, and leaves the input alone', () => {
    const reversed = [...players].reverse();
    expect(names(sortPlayers(reversed))).toEqual(names(sortPlayers(players)));
    expect(names(players)).toEqual(['dora', 'Cleo', 'bob', 'Ann']);
  });
});

describe('rowStateOf — SPEC §4 row colours', () => {
  it.each<[string, boolean, boolean, boolean, RowState]>([
    ['orange: artist only', false, true, false, 'artist'],
    ['blue: song only', false, false, true, 'song'],
    ['green: both', false, true, true, 'both'],
    ['no colour: neither', false, false, false, 'none'],
    ['song-only room: green when the song is right', true, false, true, 'both'],
    ['song-only room: an artist alone is no colour', true, true, false, 'none'],
    ['song-only room: neither is no colour', true, false, false, 'none'],
  ])('%s', (_name, songOnly, artistCorrect, songCorrect, expected) => {
    expect(rowStateOf(aPlayer({ artistCorrect, songCorrect }), songOnly)).toBe(expected);
  });
});

describe('podiumOf — Game Over top 3 (SPEC §4 End of game)', () => {
  it("takes the server's game ranks first, then the others by points", () => {
    const players = [
      aPlayer({ name: 'Most', points: 9 }),
      aPlayer({ name: 'Third', points: 5, gameRank: 3 }),
      aPlayer({ name: 'First', points: 7, gameRank: 1 }),
      aPlayer({ name: 'Second', points: 7, gameRank: 2 }),
    ];
    expect(names(podiumOf(players))).toEqual(['First', 'Second', 'Third']);
    expect(names(podiumOf(players, 4))).toEqual(['First', 'Second', 'Third', 'Most']);
  });

  it('without ranks falls back to points, and shows fewer than 3 when fewer play', () => {
    expect(names(podiumOf([aPlayer({ name: 'A', points: 1 }), aPlayer({ name: 'B', points: 4 })]))).toEqual(['B', 'A']);
  });
});
