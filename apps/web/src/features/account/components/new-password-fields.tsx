import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType as InputProps } from '@mantine/form';
import { TEXTS } from '@earshot/shared/texts';


/** A new password and its retype, as register, reset and change password ask for them. */
export function NewPasswordFields({ label, password, confirm }: { label: string; password: InputProps; confirm: InputProps }) {
  return (
    <>
      <PasswordInput label={label} autoComplete="new-password" size="md" withAsterisk {...password} />
      <PasswordInput label={TEXTS.retypePassword} autoComplete="new-password" size="md" withAsterisk {...confirm} />
    </>
  );
}
