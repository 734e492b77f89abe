import { useEffect, useState } from 'react';

/** Countdowns refresh every 0.1 s (SPEC §4); nothing ticks on the server. */
const TICK_MS = 100;

/**
 * The server's time now (local clock + offset), refreshed every tick while `active`.
 * The offset comes from the `serverTime` of the last state.
 */
export function useServerNow(clockOffsetMs: number, active: boolean): number {
  const [localNow, setLocalNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setLocalNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return localNow + clockOffsetMs;
}
