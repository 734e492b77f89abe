/** Time and timers, injected so game rules and rooms can run on a fake clock in tests. */
export type TimerHandle = { cancel: () => void };

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, delayMs: number): TimerHandle;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, delayMs) => {
    const t = setTimeout(fn, Math.max(0, delayMs));
    t.unref?.();
    return { cancel: () => clearTimeout(t) };
  },
};
