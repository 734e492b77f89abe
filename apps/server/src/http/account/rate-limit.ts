import type { RateLimitOptions } from '@fastify/rate-limit';
import { TEXTS } from '@earshot/shared/texts';
import type { Config } from '../../config.ts';
import { HttpError } from '../http-error.ts';

const MINUTE_MS = 60_000;

/** Requests per IP address and window, before RATE_LIMIT_SCALE. */
export const RATE_LIMITS = {
  authenticate: { max: 20, timeWindow: MINUTE_MS },
  register: { max: 10, timeWindow: 15 * MINUTE_MS },
  confirmAccount: { max: 30, timeWindow: MINUTE_MS },
  forgotPassword: { max: 10, timeWindow: 15 * MINUTE_MS },
  changePassword: { max: 10, timeWindow: 15 * MINUTE_MS },
  submitRequest: { max: 10, timeWindow: 15 * MINUTE_MS },
  captchaChallenge: { max: 60, timeWindow: MINUTE_MS },
} as const;

/**
 * Route config for @fastify/rate-limit (registered with `global: false` in app.ts). The answer is a
 * 429 `{ message }` through our error handler. Counters live in memory: several nodes would share
 * them through the plugin's Redis store.
 */
export function rateLimit(config: Config, name: keyof typeof RATE_LIMITS): RateLimitOptions {
  const limit = RATE_LIMITS[name];
  return {
    max: Math.max(1, Math.round(limit.max * config.RATE_LIMIT_SCALE)),
    timeWindow: limit.timeWindow,
    errorResponseBuilder: () => new HttpError(429, TEXTS.tooManyRequests),
  };
}
