import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { isAllowedOrigin } from '../../src/hub/handshake.ts';
import { createRateLimiter, HUB_RATE_LIMIT } from '../../src/hub/rate-limit.ts';
import { FakeClock } from '../game/fake-clock.ts';

describe('rate limiter', () => {
  it('[HB4] serves a burst, then about 100 events a minute', () => {
    const clock = new FakeClock();
    const limiter = createRateLimiter(clock);
    const burst = Array.from({ length: HUB_RATE_LIMIT.burst + 1 }, () => limiter.take());
    expect(burst.slice(0, -1).every((v) => v === 'ok')).toBe(true);
    expect(burst.at(-1)).toBe('limited');
    clock.advance(600); // 100 a minute = one every 600 ms
    expect(limiter.take()).toBe('ok');
    expect(limiter.take()).toBe('limited');
    let served = 0;
    for (let second = 0; second < 60; second++) {
      clock.advance(1_000);
      for (let i = 0; i < 5; i++) if (limiter.take() === 'ok') served++;
    }
    expect(served).toBeGreaterThanOrEqual(99);
    expect(served).toBeLessThanOrEqual(101);
  });

  it('[HB4] refusals in a row become flooding; slowing down clears them', () => {
    const clock = new FakeClock();
    const limiter = createRateLimiter(clock);
    for (let i = 0; i < HUB_RATE_LIMIT.burst; i++) limiter.take();
    for (let i = 1; i < HUB_RATE_LIMIT.floodStrikes; i++) expect(limiter.take()).toBe('limited');
    clock.advance(1_000);
    expect(limiter.take()).toBe('ok');
    for (let i = 1; i < HUB_RATE_LIMIT.floodStrikes; i++) expect(limiter.take()).toBe('limited');
    expect(limiter.take()).toBe('flood');
  });
});

describe('origin check', () => {
  const production = loadConfig({ PORT: '3000', PUBLIC_URL: 'https://earshot.example' });
  const development = loadConfig({ PORT: '3000', NODE_ENV: 'development' });

  it('[HB1] accepts the public site and localhost on the configured port', () => {
    expect(isAllowedOrigin('https://earshot.example', production)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', production)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3000', production)).toBe(true);
  });

  it('[HB1] refuses other sites, other local ports in production, and garbage', () => {
    expect(isAllowedOrigin('https://evil.example', production)).toBe(false);
    expect(isAllowedOrigin('https://earshot.example.evil.example', production)).toBe(false);
    expect(isAllowedOrigin('http://localhost:5173', production)).toBe(false);
    expect(isAllowedOrigin('null', production)).toBe(false);
    expect(isAllowedOrigin('file://localhost', development)).toBe(false);
  });

  it('[HB1] outside production any localhost port is accepted (a dev server)', () => {
    expect(isAllowedOrigin('http://localhost:5173', development)).toBe(true);
    expect(isAllowedOrigin('http://evil.example:3000', development)).toBe(false);
  });
});
