import { describe, expect, it } from 'vitest';
import { HUB_ERROR } from '@earshot/shared/hub/events';
import { TEXTS } from '@earshot/shared/texts';
import { aRoom } from './builders.ts';
import { engine } from './engine-harness.ts';

/** Everyone present from the start of a round: players who join mid-round wait for the next [JN3]. */
function playing(names: string[], options: Parameters<typeof aRoom>[0] = {}) {
  const room = engine(aRoom({ ...options, settings: { roundsPerGame: 4, ...options.settings } }));
  for (const name of names) room.join(name);
  room.next();
  room.next();
  room.take();
  return room;
}

describe('scoring', () => {
  it('[SC1][SC5] artist and title are tracked separately; the reply carries the round flags', () => {
    const room = playing(['Ann', 'Bob']);
    const song = room.song();
    expect(room.guess('Ann', song.artist)).toEqual({ ok: true, artistCorrect: true, songCorrect: false, awardedPoints: 0, medalRank: 0 });
    expect(room.take()).toEqual([{ type: 'playerChanged', player: room.player('Ann') }]);
    expect(room.guess('Ann', 'nothing like it')).toEqual({ ok: true, artistCorrect: true, songCorrect: false, awardedPoints: 0, medalRank: 0 });
    expect(room.take()).toEqual([]);
    expect(room.guess('Ann', song.title.toUpperCase())).toEqual({ ok: true, artistCorrect: true, songCorrect: true, awardedPoints: 3, medalRank: 1 });
    expect(room.player('Ann')).toMatchObject({ points: 3, goldMedals: 1, songsGuessed: 1 });
  });

  it('[SC1] fuzzy guesses count (one typo in a long title)', () => {
    const room = playing(['Ann']);
    const song = room.song();
    const typo = song.title.slice(0, -1) + (song.title.endsWith('x') ? 'y' : 'x');
    expect(room.guess('Ann', typo)).toMatchObject({ ok: true, songCorrect: song.title.length > 2 });
  });

  it('[SC1] in a song-only room the artist is ignored and the title alone finishes', () => {
    const room = playing(['Ann'], { category: { songOnly: true } });
    const song = room.song();
    expect(room.guess('Ann', song.artist)).toMatchObject({ ok: true, artistCorrect: false, songCorrect: false });
    expect(room.guess('Ann', song.title)).toEqual({ ok: true, artistCorrect: false, songCorrect: true, awardedPoints: 3, medalRank: 1 });
  });

  it('[SC2] the first three finishers get gold, silver, bronze and 3, 2, 1 points; the fourth gets none', () => {
    const room = playing(['Ann', 'Bob', 'Cid', 'Dee']);
    const song = room.song();
    for (const name of ['Cid', 'Ann', 'Dee', 'Bob']) {
      room.guess(name, song.artist);
      room.wait(1_000);
    }
    const answers = ['Dee', 'Bob', 'Ann', 'Cid'].map((name) => room.guess(name, song.title));
    expect(answers.map((a) => a.ok && [a.medalRank, a.awardedPoints])).toEqual([[1, 3], [2, 2], [3, 1], [0, 0]]);
    expect(room.player('Cid')).toMatchObject({ points: 0, songsGuessed: 1, medalRank: 0, lastSongTime: 4 });
    expect(room.player('Ann')).toMatchObject({ bronzeMedals: 1 });
    expect(room.player('Bob')).toMatchObject({ silverMedals: 1 });
  });

  it('[SC2] points by rank come from the settings', () => {
    const room = playing(['Ann', 'Bob'], { settings: { pointsByRank: [10, 5, 1] } });
    const song = room.song();
    room.guess('Bob', song.artist);
    room.guess('Bob', song.title);
    room.guess('Ann', song.title);
    room.guess('Ann', song.artist);
    expect([room.player('Bob').points, room.player('Ann').points]).toEqual([10, 5]);
  });

  it('[SC3] last song time is seconds since the round started with one decimal; average over the game', () => {
    const room = playing(['Ann']);
    const first = room.song();
    room.wait(12_345);
    room.guess('Ann', first.artist);
    room.guess('Ann', first.title);
    expect(room.player('Ann')).toMatchObject({ lastSongTime: 12.3, guessMs: 12_345, songsGuessed: 1 });
    room.next();
    room.next();
    const second = room.song();
    room.wait(2_000);
    room.guess('Ann', second.title);
    room.guess('Ann', second.artist);
    expect(room.player('Ann')).toMatchObject({ lastSongTime: 2, songsGuessed: 2, totalGuessMs: 14_345 });
  });

  it('[SC4] wrong timing: wait for the next round after finishing, between rounds; next game at game end', () => {
    const room = playing(['Ann'], { settings: { roundsPerGame: 3 } });
    const song = room.song();
    room.guess('Ann', song.title);
    room.guess('Ann', song.artist);
    const waitRound = { ok: false, code: HUB_ERROR.WAIT_ROUND, message: TEXTS.waitNextRound };
    expect(room.guess('Ann', song.title)).toEqual(waitRound);
    room.next();
    expect(room.guess('Ann', 'anything')).toEqual(waitRound);
    room.next();
    room.next();
    expect(room.state.phase.kind).toBe('gameEnd');
    expect(room.guess('Ann', 'anything')).toEqual({ ok: false, code: HUB_ERROR.WAIT_GAME, message: TEXTS.waitNextGame });
    expect(room.take().filter((e) => e.type === 'playerChanged')).toHaveLength(2);
  });

  it('[SC4][JN3] a player who joins mid-round waits for the next round', () => {
    const room = playing(['Ann']);
    room.join('Bob');
    const joined = room.take()[0];
    expect(joined).toMatchObject({ type: 'joined', midRound: true });
    expect(room.guess('Bob', room.song().title)).toMatchObject({ ok: false, code: HUB_ERROR.WAIT_ROUND });
    room.next();
    room.next();
    expect(room.guess('Bob', room.song().title)).toMatchObject({ ok: true, songCorrect: true });
  });

  it('[SC4] a guess from someone not in the room is refused', () => {
    const room = playing(['Ann']);
    expect(room.send({ type: 'guess', key: 'stranger', text: 'x' })).toMatchObject({ ok: false, code: HUB_ERROR.NOT_IN_ROOM });
  });

  it('[GR1] at game end the top three by points get game ranks 1, 2, 3; ties go to more songs, then speed', () => {
    const room = playing(['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], { settings: { roundsPerGame: 3 } });
    const finish = (name: string) => {
      room.guess(name, room.song().title);
      room.guess(name, room.song().artist);
    };
    // Round 1: Bob 3, Ann 2, Cid 1, Dee 0 (4th)
    ['Bob', 'Ann', 'Cid', 'Dee'].forEach(finish);
    room.next();
    room.next();
    // Round 2: Dee 3, Cid 2, Eve 1 → Bob 3, Cid 3, Dee 3, Ann 2, Eve 1
    room.wait(5_000);
    ['Dee', 'Cid', 'Eve'].forEach(finish);
    room.next();
    expect(room.state.phase.kind).toBe('gameEnd');
    const ranks = Object.fromEntries(room.state.players.map((p) => [p.name, p.gameRank]));
    // Cid and Dee guessed two songs in the same total time, and Cid joined first; Bob guessed one.
    expect(ranks).toEqual({ Cid: 1, Dee: 2, Bob: 3, Ann: 0, Eve: 0 });
  });

  it('[GR1] nobody with no points gets a game rank', () => {
    const room = playing(['Ann'], { settings: { roundsPerGame: 2 } });
    room.next();
    expect(room.state.phase.kind).toBe('gameEnd');
    expect(room.player('Ann').gameRank).toBe(0);
  });
});

describe('statistics of a round', () => {
  it('[ST1][ST2] registered finishers and song counts; bots and mid-round joiners are not counted', () => {
    const room = engine(aRoom({ settings: { roundsPerGame: 3 } }));
    room.join('Ann', { userId: 11 });
    room.join('Bob');
    room.join('Robo', { bot: { sleepMinMs: 60_000, sleepMaxMs: 60_000, successChance: 0 } });
    room.next();
    room.next();
    room.take();
    room.join('Late', { userId: 12 });
    const song = room.song();
    room.wait(4_000);
    room.guess('Ann', song.artist);
    room.guess('Ann', song.title);
    room.guess('Bob', song.title);
    room.take();
    room.next();
    const ended = room.take().find((e) => e.type === 'roundEnded');
    expect(ended?.type === 'roundEnded' && ended.record).toEqual({
      categoryId: 7,
      songId: song.id,
      observed: 2,
      successes: 1,
      players: [{ userId: 11, points: 3, songsGuessed: 1, guessMs: 4_000, goldMedals: 1, silverMedals: 0, bronzeMedals: 0 }],
      gameRanks: null,
    });
    expect(room.state.songCounts[song.id]).toEqual({ playCount: 1, observedCount: 2, successCount: 1 });
  });

  it('[ST3] the last round of a game carries the registered players\u2019 game ranks', () => {
    const room = engine(aRoom({ settings: { roundsPerGame: 2 } }));
    room.join('Ann', { userId: 11 });
    room.join('Bob', { userId: 12 });
    room.next();
    room.next();
    room.take();
    room.guess('Bob', room.song().title);
    room.guess('Bob', room.song().artist);
    room.next();
    const ended = room.take().find((e) => e.type === 'roundEnded');
    expect(ended?.type === 'roundEnded' && ended.record.gameRanks).toEqual([{ userId: 12, rank: 1 }]);
  });
});
