import { ActionIcon, TextInput } from '@mantine/core';
import { IconSend2 } from '@tabler/icons-react';
import { GUESS_MAX_LENGTH } from '@earshot/shared/constants';
import { TEXTS, ROOM_TEXTS } from '@earshot/shared/texts';
import classes from './guess-box.module.css';

type GuessBoxProps = {
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  songOnly: boolean;
  autoFocus: boolean;
};

/** The guess box (SPEC §4): Enter submits and clears it; one guess may be the title or the artist. */
export function GuessBox({ value, onChange, onSubmit, songOnly, autoFocus }: GuessBoxProps) {
  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextInput
        classNames={{ input: classes.input }}
        aria-label={ROOM_TEXTS.guess}
        placeholder={songOnly ? ROOM_TEXTS.guessPlaceholderSongOnly : ROOM_TEXTS.guessPlaceholder}
        size="lg"
        radius="xl"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="send"
        maxLength={GUESS_MAX_LENGTH}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        rightSectionWidth={52}
        rightSection={
          <ActionIcon type="submit" size={38} radius="xl" variant="gradient" aria-label={TEXTS.submit}>
            <IconSend2 size={18} aria-hidden="true" />
          </ActionIcon>
        }
      />
    </form>
  );
}
