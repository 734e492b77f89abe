import type { Clock } from '../clock.ts';

export const HUB_RATE_LIMIT = {
  burst: 20, // events a socket may send at once
  perMinute: 100, // sustained rate after the burst
  floodStrikes: 40, // refused events in a row before the socket is disconnected
} as const;

export const RATE_LIMITED_TEXT = 'Too many messages, please slow down';
export const FLOODING_TEXT = 'Disconnected for sending too many messages';

export type RateLimiter = {
  /** 'ok' to go ahead, 'limited' to refuse this event, 'flood' to disconnect the socket. */
  take(): 'ok' | 'limited' | 'flood';
};

/** A token bucket per socket: `burst` tokens, refilled at `perMinute`; refusals in a row count as flooding. */
export function createRateLimiter(clock: Clock, limits: typeof HUB_RATE_LIMIT = HUB_RATE_LIMIT): RateLimiter {
  let tokens: number = limits.burst;
  let last = clock.now();
  let strikes = 0;
  const refillPerMs = limits.perMinute / 60_000;
  return {
    take() {
      const now = clock.now();
      tokens = Math.min(limits.burst, tokens + (now - last) * refillPerMs);
      last = now;
      if (tokens >= 1) {
        tokens -= 1;
        strikes = 0;
        return 'ok';
      }
      strikes += 1;
      return strikes >= limits.floodStrikes ? 'flood' : 'limited';
    },
  };
}
