import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ROOM_TEXTS, whisperText } from '@earshot/shared/texts';
import type { ChatLine } from '../model/chat-lines.ts';
import classes from './chat-log.module.css';

type ChatLogProps = { lines: readonly ChatLine[]; myName: string | null };

/** Within this many px of the bottom, a new line scrolls the log down; further up, the reader keeps their place. */
const STICKY_PX = 48;

function Line({ line, myName }: { line: ChatLine; myName: string | null }) {
  switch (line.kind) {
    case 'system':
      return (
        <li className={classes.system}>
          <IconInfoCircle size={14} aria-hidden="true" className={classes.systemIcon} />
          <span>{line.message}</span>
        </li>
      );
    case 'whisper':
      return (
        <li className={classes.whisper}>
          <span className={classes.whisperNames}>{whisperText(line.from, line.to)}</span>
          {': '}
          <span>{line.message}</span>
        </li>
      );
    case 'chat':
      return (
        <li className={classes.chat}>
          <span className={classes.name} data-me={line.name === myName || undefined}>
            {line.name}
          </span>
          {': '}
          <span>{line.message}</span>
        </li>
      );
  }
}

/** The room chat as a polite live log (new lines are announced); text is rendered as text, never HTML. */
export function ChatLog({ lines, myName }: ChatLogProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);

  useEffect(() => {
    const el = scrollRef.current;
    if (el && stickRef.current) el.scrollTop = el.scrollHeight;
  }, [lines]);

  return (
    <div
      ref={scrollRef}
      className={classes.scroll}
      onScroll={(event) => {
        const el = event.currentTarget;
        stickRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICKY_PX;
      }}
    >
      <ol className={classes.lines} role="log" aria-live="polite" aria-label={ROOM_TEXTS.chat}>
        {lines.map((line) => (
          <Line key={line.id} line={line} myName={myName} />
        ))}
      </ol>
    </div>
  );
}
