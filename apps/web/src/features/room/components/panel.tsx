import type { ReactNode } from 'react';
import classes from './panel.module.css';

type PanelProps = { title: string; aside?: ReactNode; children: ReactNode; className?: string };

/** A titled card of the room screen (players, chat, played songs). */
export function Panel({ title, aside, children, className }: PanelProps) {
  return (
    <section className={`${classes.panel} ${className ?? ''}`} aria-label={title}>
      <header className={classes.header}>
        <h2 className={classes.title}>{title}</h2>
        {aside}
      </header>
      {children}
    </section>
  );
}
