import type { Clock, TimerHandle } from '../clock.ts';
import type { Random } from './random.ts';
import type { Effect, ReplyOf, RoomEvent } from './room-events.ts';
import type { RoomState } from './room-state.ts';
import { nextDeadline } from './round-flow.ts';
import { transition } from './transition.ts';

export type RunnerDeps = {
  clock: Clock;
  random: Random;
  /** Carries out what happened (emit, persist); called after the sender's reply. */
  onEffects: (effects: Effect[], runner: RoomRunner) => void;
  onError?: (error: unknown) => void;
};

type Queued = { event: RoomEvent; onReply?: (reply: unknown) => void };

/**
 * Owns one room's state and its single timer, armed for the state's next deadline and released when
 * there is none or the runner closes. Events arriving while effects run (a kick that disconnects a
 * socket, say) are queued and applied in order afterwards.
 */
export class RoomRunner {
  #state: RoomState;
  #timer: TimerHandle | null = null;
  #timerAt: number | null = null;
  #busy = false;
  #closed = false;
  readonly #queue: Queued[] = [];
  readonly #deps: RunnerDeps;

  constructor(state: RoomState, deps: RunnerDeps) {
    this.#state = state;
    this.#deps = deps;
  }

  get state(): RoomState {
    return this.#state;
  }

  /** Deadline the timer is armed for, or null: an idle room holds no timer. */
  get scheduledAt(): number | null {
    return this.#timerAt;
  }

  dispatch<E extends RoomEvent>(event: E, onReply?: (reply: ReplyOf<E>) => void): void {
    if (this.#closed) return;
    this.#queue.push({ event, onReply: onReply as Queued['onReply'] });
    if (this.#busy) return;
    this.#busy = true;
    try {
      for (let next = this.#queue.shift(); next; next = this.#queue.shift()) this.#apply(next);
    } finally {
      this.#busy = false;
    }
  }

  close(): void {
    this.#closed = true;
    this.#queue.length = 0;
    this.#disarm();
  }

  #apply({ event, onReply }: Queued): void {
    const outcome = transition(this.#state, event, this.#deps.clock.now(), this.#deps.random);
    this.#state = outcome.state;
    try {
      onReply?.(outcome.reply);
      if (outcome.effects.length > 0) this.#deps.onEffects(outcome.effects, this);
    } catch (error) {
      this.#deps.onError?.(error);
    }
    this.#arm();
  }

  #arm(): void {
    const at = this.#closed ? null : nextDeadline(this.#state);
    if (at === this.#timerAt) return;
    this.#disarm();
    if (at === null) return;
    this.#timerAt = at;
    this.#timer = this.#deps.clock.setTimeout(() => {
      this.#timer = null;
      this.#timerAt = null;
      this.dispatch({ type: 'tick' });
    }, at - this.#deps.clock.now());
  }

  #disarm(): void {
    this.#timer?.cancel();
    this.#timer = null;
    this.#timerAt = null;
  }
}
