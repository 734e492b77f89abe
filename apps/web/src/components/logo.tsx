import { Link } from 'react-router';
import { TEXTS } from '@earshot/shared/texts';
import classes from './logo.module.css';

/** The sound-in-range mark: a source and two waves, on the accent gradient. */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className={classes.mark}>
      <defs>
        <linearGradient id="es-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#es-logo-gradient)" />
      <circle cx="9.5" cy="16" r="3.2" fill="#fff" />
      <g fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round">
        <path className={classes.waveNear} d="M14 10.64A7 7 0 0 1 14 21.36" />
        <path className={classes.waveFar} d="M17.2 6.8A12 12 0 0 1 17.2 25.2" />
      </g>
    </svg>
  );
}

/** Mark and wordmark, linking home. The wordmark hides on narrow screens; the link keeps its name. */
export function Logo() {
  return (
    <Link to="/" className={classes.logo} aria-label={TEXTS.appName}>
      <LogoMark />
      <span className={`${classes.wordmark} es-gradient-text`}>{TEXTS.appName.toLowerCase()}</span>
    </Link>
  );
}
