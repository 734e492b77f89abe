import { describe, expect, it } from 'vitest';
import type { Clock } from '../clock.ts';
import { ttlCache } from './ttl-cache.ts';

const fakeClock = () => {
  let now = 1_000;
  const clock: Clock & { advance: (ms: number) => void } = {
    now: () => now,
    setTimeout: () => ({ cancel: () => {} }),
    advance: (ms) => (now += ms),
  };
  return clock;
};

describe('ttlCache', () => {
  it('loads once within the lifetime and again after it', async () => {
    const clock = fakeClock();
    let loads = 0;
    const cache = ttlCache(clock, 5_000, async () => ++loads);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    clock.advance(4_999);
    expect(await cache.get()).toBe(1);
    clock.advance(1);
    expect(await cache.get()).toBe(2);
  });

  it('forgets on invalidate and does not keep a failed load', async () => {
    const clock = fakeClock();
    let loads = 0;
    const cache = ttlCache(clock, 5_000, async () => {
      loads += 1;
      if (loads === 2) throw new Error('database away');
      return loads;
    });
    expect(await cache.get()).toBe(1);
    cache.invalidate();
    await expect(cache.get()).rejects.toThrow('database away');
    expect(await cache.get()).toBe(3);
  });
});
