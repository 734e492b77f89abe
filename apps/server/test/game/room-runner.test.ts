import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/game/random.ts';
import type { Effect } from '../../src/game/room-events.ts';
import { RoomRunner } from '../../src/game/room-runner.ts';
import { aPlayer, aRoom } from './builders.ts';
import { FakeClock } from './fake-clock.ts';

function setup(options: Parameters<typeof aRoom>[0] = {}) {
  const clock = new FakeClock();
  const log: Effect['type'][] = [];
  const runner = new RoomRunner(aRoom(options), {
    clock,
    random: seededRandom(1),
    onEffects: (effects) => log.push(...effects.map((e) => e.type)),
  });
  return { clock, log, runner };
}

describe('room runner', () => {
  it('[RD3][RD4][RD5] plays whole games on its clock with one timer at a time', () => {
    const { clock, log, runner } = setup({ settings: { roundsPerGame: 2 } });
    expect(clock.pending).toBe(0);
    runner.dispatch({ type: 'join', player: aPlayer('Ann') });
    expect(clock.pending).toBe(1);
    expect(runner.scheduledAt).toBe(clock.now() + 30_000);
    clock.advance(30_000 + 10_000 + 30_000 + 20_000);
    expect(log).toEqual([
      'joined', 'playerChanged', 'gameStarted', 'roundStarted', // join, round 1
      'roundEnded', 'system', 'roundStarted', // round 2
      'roundEnded', 'system', // game end
      'gameStarted', 'roundStarted', // next game
    ]);
    expect(clock.pending).toBe(1);
  });

  it('[RD7] an emptied room releases its timer; close releases it too', () => {
    const { clock, runner } = setup();
    runner.dispatch({ type: 'join', player: aPlayer('Ann') });
    runner.dispatch({ type: 'leave', key: 'key-Ann' });
    expect(clock.pending).toBe(0);
    expect(runner.scheduledAt).toBeNull();
    runner.dispatch({ type: 'join', player: aPlayer('Bob') });
    runner.close();
    expect(clock.pending).toBe(0);
    runner.dispatch({ type: 'join', player: aPlayer('Cid') });
    expect(runner.state.players.map((p) => p.name)).toEqual(['Bob']);
  });

  it('replies before effects, and queues events raised while effects run', () => {
    const clock = new FakeClock();
    const order: string[] = [];
    const runner: RoomRunner = new RoomRunner(aRoom(), {
      clock,
      random: seededRandom(1),
      onEffects: (effects) => {
        for (const effect of effects) {
          order.push(effect.type);
          if (effect.type === 'replaced') runner.dispatch({ type: 'leave', key: effect.oldKey });
        }
      },
    });
    runner.dispatch({ type: 'join', player: aPlayer('Ann', { userId: 1, key: 'a' }) }, (reply) => order.push(`reply:${reply.ok}`));
    order.length = 0;
    runner.dispatch({ type: 'join', player: aPlayer('Ann', { userId: 1, key: 'b' }) }, (reply) => order.push(`reply:${reply.ok}`));
    expect(order).toEqual(['reply:true', 'replaced', 'joined']);
    expect(runner.state.players.map((p) => p.key)).toEqual(['b']);
  });

  it('an error while carrying out effects is reported and the room keeps running', () => {
    const clock = new FakeClock();
    const errors: unknown[] = [];
    const runner = new RoomRunner(aRoom(), {
      clock,
      random: seededRandom(1),
      onEffects: () => {
        throw new Error('socket trouble');
      },
      onError: (error) => errors.push(error),
    });
    runner.dispatch({ type: 'join', player: aPlayer('Ann') });
    expect(errors).toHaveLength(1);
    expect(runner.scheduledAt).not.toBeNull();
  });
});
