import { TEXTS, ROOM_TEXTS } from '@earshot/shared/texts';
import { useServerNow } from '../hooks/use-server-now.ts';
import type { Countdown } from '../model/phase.ts';
import classes from './countdown-ring.module.css';

const LABELS: Record<Countdown['kind'], string> = {
  round: ROOM_TEXTS.timeLeft,
  pause: ROOM_TEXTS.nextRound,
  nextGame: TEXTS.nextGame,
};

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type CountdownRingProps = { countdown: Countdown | null; clockOffsetMs: number };

/**
 * The round timer on the server's clock: a ring that empties and the whole seconds left. Between
 * rounds it is cyan, before the next game gold; with no deadline (idle, disabled) it rests empty.
 * It keeps the ticking clock itself, so each tick re-renders the ring and nothing else of the room.
 */
export function CountdownRing({ countdown, clockOffsetMs }: CountdownRingProps) {
  const serverNow = useServerNow(clockOffsetMs, countdown !== null);
  const leftMs = countdown ? Math.max(0, countdown.endsAt - serverNow) : 0;
  const fraction = countdown && countdown.totalMs > 0 ? Math.min(1, leftMs / countdown.totalMs) : 0;
  const seconds = Math.ceil(leftMs / 1000);
  const label = countdown ? LABELS[countdown.kind] : ROOM_TEXTS.timeLeft;
  return (
    <div className={classes.wrap} data-kind={countdown?.kind ?? 'none'}>
      <div className={classes.ring} role="timer" aria-label={`${label}: ${seconds}`}>
        <svg viewBox="0 0 64 64" className={classes.svg} aria-hidden="true">
          <defs>
            <linearGradient id="es-countdown-gradient" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#8b5cf6" />
              <stop offset="1" stopColor="#ec4899" />
            </linearGradient>
          </defs>
          <circle className={classes.track} cx="32" cy="32" r={RADIUS} />
          <circle
            className={classes.progress}
            cx="32"
            cy="32"
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          />
        </svg>
        <span className={classes.seconds} aria-hidden="true">
          {countdown ? seconds : '–'}
        </span>
      </div>
      <span className={classes.label} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
