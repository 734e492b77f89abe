import type { z } from 'zod';
import { HUB_ERROR, hubArgs, type ClientToServerEvents } from '@earshot/shared/hub/events';
import type { HubSocket } from './session.ts';

export const INVALID_ARGUMENT_TEXT = 'Invalid arguments';

type HubArgs = typeof hubArgs;
type Last<T extends unknown[]> = T extends [...unknown[], infer L] ? L : never;
/** The ack callback of an invocation, as events.ts declares it. */
export type Reply<E extends keyof HubArgs> = Last<Parameters<ClientToServerEvents[E]>>;
export type Invocation<E extends keyof HubArgs> = (args: z.infer<HubArgs[E]>, reply: Reply<E>) => void | Promise<void>;

/**
 * [HB3] Registers an invocation: the trailing ack is optional (a missing one is ignored), every other
 * argument must match the event's `hubArgs` tuple or the ack gets INVALID_ARGUMENT and nothing
 * happens; the ack is answered at most once; a failure inside is reported, never thrown at Socket.IO.
 */
export function onInvocation<E extends keyof HubArgs>(
  socket: HubSocket,
  event: E,
  handler: Invocation<E>,
  onError: (error: unknown) => void,
): void {
  const listener = (...raw: unknown[]) => {
    const ack = typeof raw.at(-1) === 'function' ? (raw.pop() as (answer: unknown) => void) : null;
    let answered = false;
    const reply = ((answer: unknown) => {
      if (answered || !ack) return;
      answered = true;
      ack(answer);
    }) as Reply<E>;
    const parsed = hubArgs[event].safeParse(raw);
    if (!parsed.success) return reply({ ok: false, code: HUB_ERROR.INVALID_ARGUMENT, message: INVALID_ARGUMENT_TEXT });
    try {
      const result = handler(parsed.data as z.infer<HubArgs[E]>, reply);
      if (result) result.catch(onError);
    } catch (error) {
      onError(error);
    }
  };
  (socket as unknown as { on: (event: string, listener: (...raw: unknown[]) => void) => void }).on(event, listener);
}
