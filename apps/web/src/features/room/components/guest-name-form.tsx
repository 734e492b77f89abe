import { Button, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { GUEST_NAME_MAX_LENGTH } from '@earshot/shared/constants';
import { validateGuestName } from '@earshot/shared/rules/validation';
import { ROOM_TEXTS } from '@earshot/shared/texts';
import classes from './guest-name-form.module.css';

type GuestNameFormProps = {
  roomTitle: string;
  initialName: string;
  /** The server's refusal ('Name is currently in use…'), shown under the field. */
  serverError: string | null;
  pending: boolean;
  onJoin: (name: string) => void;
};

/** A guest picks a name (SPEC §4, §5): letters only, 1 to 13, checked here and again by the server. */
export function GuestNameForm({ roomTitle, initialName, serverError, pending, onJoin }: GuestNameFormProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const shown = error ?? (edited ? null : serverError);

  return (
    <div className={classes.wrap}>
      <form
        className={classes.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = validateGuestName(name.trim());
          setError(problem);
          setEdited(false);
          if (!problem) onJoin(name.trim());
        }}
      >
        <p className={classes.room}>{roomTitle}</p>
        <h2 className={classes.title}>{ROOM_TEXTS.chooseName}</h2>
        <TextInput
          label={ROOM_TEXTS.name}
          description={ROOM_TEXTS.chooseNameHint}
          size="md"
          radius="md"
          autoComplete="nickname"
          // The form is the only thing on screen: typing can start at once.
          autoFocus
          maxLength={GUEST_NAME_MAX_LENGTH * 2}
          leftSection={<IconUser size={17} aria-hidden="true" />}
          value={name}
          error={shown}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
            setEdited(true);
          }}
        />
        <Button type="submit" size="md" variant="gradient" fullWidth mt="md" loading={pending}>
          {ROOM_TEXTS.joinRoom}
        </Button>
      </form>
    </div>
  );
}
