import { ActionIcon, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import { CHAT_MAX_LENGTH_EXCLUSIVE } from '@earshot/shared/constants';
import { ROOM_TEXTS } from '@earshot/shared/texts';
import type { ChatLine } from '../model/chat-lines.ts';
import { ChatLog } from './chat-log.tsx';
import { Panel } from './panel.tsx';
import classes from './chat-panel.module.css';

type ChatPanelProps = {
  lines: readonly ChatLine[];
  myName: string | null;
  draft: string;
  onDraftChange: (text: string) => void;
  /** Resolves to the error to show under the box, or null once sent. */
  onSend: (text: string) => Promise<string | null>;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** Chat with whispers (SPEC §5): Enter sends; '/w name text' whispers; errors show under the box. */
export function ChatPanel({ lines, myName, draft, onDraftChange, onSend, inputRef }: ChatPanelProps) {
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    const text = draft;
    if (text.trim() === '') return;
    const problem = await onSend(text);
    setError(problem);
    if (!problem) onDraftChange('');
  };

  return (
    <Panel title={ROOM_TEXTS.chat}>
      <ChatLog lines={lines} myName={myName} />
      <form
        className={classes.form}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextInput
          ref={inputRef}
          className={classes.input}
          aria-label={ROOM_TEXTS.message}
          placeholder={ROOM_TEXTS.messagePlaceholder}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={CHAT_MAX_LENGTH_EXCLUSIVE * 2}
          radius="xl"
          value={draft}
          error={error ? true : undefined}
          onChange={(event) => {
            onDraftChange(event.currentTarget.value);
            if (error) setError(null);
          }}
          rightSectionWidth={44}
          rightSection={
            <ActionIcon type="submit" variant="subtle" radius="xl" size={32} aria-label={ROOM_TEXTS.send}>
              <IconSend size={17} aria-hidden="true" />
            </ActionIcon>
          }
        />
      </form>
      <div className={classes.error} role="alert">
        {error}
      </div>
    </Panel>
  );
}
