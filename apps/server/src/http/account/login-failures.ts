import { FAILED_LOGINS_BEFORE_CAPTCHA } from '@earshot/shared/constants';

/** A failed sign-in counts against its account (or typed name) and its IP address for this long. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Bounds memory under a spray of made-up names: the oldest entries go first. */
const MAX_ENTRIES = 100_000;

export type LoginFailures = {
  /** True after FAILED_LOGINS_BEFORE_CAPTCHA failures for this account or from this address. */
  captchaRequired(accountKey: string, ip: string): boolean;
  /** Counts one failure for both keys; answers whether the next attempt needs a captcha. */
  recordFailure(accountKey: string, ip: string): boolean;
  /** A successful sign-in clears the account's count (not the address's: one good account must not unlock guessing others). */
  clearAccount(accountKey: string): void;
};

/**
 * Failure counters in this process's memory, expiring LOGIN_FAILURE_WINDOW_MS after the last failure.
 * Several nodes would need a shared store (Redis) for these counts.
 */
export function createLoginFailures(now: () => number): LoginFailures {
  const entries = new Map<string, { count: number; expiresAt: number }>();

  const count = (key: string): number => {
    const entry = entries.get(key);
    if (!entry) return 0;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return 0;
    }
    return entry.count;
  };

  const increment = (key: string) => {
    const next = { count: count(key) + 1, expiresAt: now() + LOGIN_FAILURE_WINDOW_MS };
    entries.delete(key); // re-inserted last, so the Map stays ordered by last failure
    entries.set(key, next);
    while (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  const accountId = (key: string) => `account:${key}`;
  const ipId = (ip: string) => `ip:${ip}`;
  const required = (accountKey: string, ip: string) =>
    count(accountId(accountKey)) >= FAILED_LOGINS_BEFORE_CAPTCHA || count(ipId(ip)) >= FAILED_LOGINS_BEFORE_CAPTCHA;

  return {
    captchaRequired: required,
    recordFailure(accountKey, ip) {
      increment(accountId(accountKey));
      increment(ipId(ip));
      return required(accountKey, ip);
    },
    clearAccount(accountKey) {
      entries.delete(accountId(accountKey));
    },
  };
}
