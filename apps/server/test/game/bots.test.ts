import { describe, expect, it } from 'vitest';
import { validateGuestName } from '@earshot/shared/rules/validation';
import { makeBotName, planBotRound } from '../../src/game/bots.ts';
import { nameKey } from '../../src/game/players.ts';
import { seededRandom } from '../../src/game/random.ts';
import { aRoom } from './builders.ts';
import { engine } from './engine-harness.ts';

const bot = (successChance: number, sleepMinMs = 1_000, sleepMaxMs = 3_000) => ({ sleepMinMs, sleepMaxMs, successChance });

describe('bots', () => {
  it('[BT1] a bot answers between its min and max delay after the round starts', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 200; i++) {
      const plan = planBotRound({ ...bot(50), gamesPlayed: 0, plan: null }, 1_000_000, random);
      expect(plan!.at).toBeGreaterThanOrEqual(1_001_000);
      expect(plan!.at).toBeLessThanOrEqual(1_003_000);
    }
  });

  it('[BT1] success chance decides how often it is right (40 % over many rounds)', () => {
    const random = seededRandom(9);
    const rights = Array.from({ length: 2_000 }, () => planBotRound({ ...bot(40), gamesPlayed: 0, plan: null }, 0, random)!.correct);
    const share = rights.filter(Boolean).length / rights.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.45);
  });

  it('[BT2] a right bot sends title and artist through the same scoring and takes its medal', () => {
    const room = engine();
    room.join('Robo', { bot: bot(100, 2_000, 2_000) });
    room.take();
    room.advance(1_999);
    expect(room.player('Robo').songCorrect).toBe(false);
    room.advance(1);
    expect(room.take()).toEqual([{ type: 'playerChanged', player: room.player('Robo') }]);
    expect(room.player('Robo')).toMatchObject({ songCorrect: true, artistCorrect: true, medalRank: 1, points: 3, lastSongTime: 2 });
  });

  it('[BT2] in a song-only room a right bot sends the title only; a wrong bot gets nothing', () => {
    const room = engine(aRoom({ category: { songOnly: true } }));
    room.join('Robo', { bot: bot(100) });
    room.join('Oops', { bot: bot(0) });
    room.next(); // round end
    room.next(); // round 2: both take part
    room.advance(3_000);
    expect(room.player('Robo')).toMatchObject({ songCorrect: true, artistCorrect: false, points: 3 });
    expect(room.player('Oops')).toMatchObject({ songCorrect: false, artistCorrect: false, points: 0 });
  });

  it('[BT3] bot names are the prefix and letters, pass the guest name rule and are unique', () => {
    const random = seededRandom(1);
    const taken = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const name = makeBotName(i % 2 ? 'Robo' : null, taken, random);
      expect(validateGuestName(name)).toBeNull();
      expect(name).toMatch(i % 2 ? /^Robo[A-Z]+$/ : /^Bot[A-Z]+$/);
      expect(taken.has(nameKey(name))).toBe(false);
      taken.add(nameKey(name));
    }
    expect(makeBotName('Abcdefghij', new Set(), random)).toHaveLength(13);
  });

  it('[BT4] bots leave when a game starts after their third; a room left with nobody stops', () => {
    const room = engine(aRoom({ settings: { roundsPerGame: 1 } }));
    room.join('Robo', { bot: bot(0) });
    for (let game = 1; game <= 3; game++) {
      while (room.state.phase.kind !== 'gameEnd') room.next();
      expect(room.player('Robo').bot?.gamesPlayed).toBe(game);
      if (game < 3) room.next();
    }
    room.take();
    room.next();
    expect(room.takeTypes()).toEqual(['playerLeft', 'stopped']);
    expect(room.state.phase.kind).toBe('idle');
  });
});
