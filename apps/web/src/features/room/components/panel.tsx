import type { ReactNode } from 'react';
import classes from './panel.module.css';

type PanelProps = { title: string; aside?: ReactNode; children: ReactNode };

/** A titled card of the room screen (players, chat, played songs). */
export function Panel({ title, aside, children }: PanelProps) {
  return (
    <section className={classes.panel} aria-label={title}>
      <header className={classes.header}>
        <h2 className={classes.title}>{title}</h2>
        {aside}
      </header>
      {children}
    </section>
  );
}
