import type { Clock, TimerHandle } from '../../src/clock.ts';

type Timer = { at: number; seq: number; fn: () => void; cancelled: boolean };

/** A clock that only moves when told; timers fire in time order as it passes them. */
export class FakeClock implements Clock {
  #now: number;
  #seq = 0;
  #timers: Timer[] = [];

  constructor(start = 1_700_000_000_000) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(fn: () => void, delayMs: number): TimerHandle {
    const timer = { at: this.#now + Math.max(0, delayMs), seq: this.#seq++, fn, cancelled: false };
    this.#timers.push(timer);
    return { cancel: () => void (timer.cancelled = true) };
  }

  /** Timers still armed. */
  get pending(): number {
    return this.#timers.filter((t) => !t.cancelled).length;
  }

  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      this.#timers = this.#timers.filter((t) => !t.cancelled);
      const next = this.#timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!next) break;
      this.#timers = this.#timers.filter((t) => t !== next);
      this.#now = Math.max(this.#now, next.at);
      next.fn();
    }
    this.#now = end;
  }
}
