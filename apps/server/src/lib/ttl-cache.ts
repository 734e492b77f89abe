import type { Clock } from '../clock.ts';

/**
 * Memoises an async loader for `ttlMs`: concurrent callers share one load, and a failed load is not kept.
 * For data that changes rarely and is read on every page view (the room list).
 */
export function ttlCache<T>(clock: Clock, ttlMs: number, load: () => Promise<T>) {
  let entry: { value: Promise<T>; expires: number } | null = null;
  return {
    get(): Promise<T> {
      const now = clock.now();
      if (entry && entry.expires > now) return entry.value;
      const value = load();
      const current = { value, expires: now + ttlMs };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = null;
      });
      return value;
    },
    invalidate() {
      entry = null;
    },
  };
}
