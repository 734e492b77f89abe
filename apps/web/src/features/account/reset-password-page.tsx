import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import { FormMessage } from '../../components/form-message.tsx';
import { zodResolver } from '../../lib/zod-form.ts';
import { useResetPassword } from './api/change-password.ts';
import { AccountCard } from './components/account-card.tsx';
import { NewPasswordFields } from './components/new-password-fields.tsx';

/** /forgotpassword/{code} (SPEC §2, §5, §8): username, new password and confirmation, with the e-mailed code. */
export default function ResetPasswordPage() {
  const { id = '' } = useParams();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm>({
    initialValues: { username: '', newPassword: '', confirmPassword: '' },
    validate: zodResolver<ResetPasswordForm>(resetPasswordFormSchema),
  });

  const submit = form.onSubmit((values) => {
    reset.mutate({ token: '', username: values.username.trim(), newPassword: values.newPassword, resetCode: id });
  });

  if (reset.data === true) {
    return (
      <AccountCard title={TEXTS.resetPasswordTitle}>
        <Stack gap="md">
          <FormMessage kind="success">{TEXTS.passwordChanged}</FormMessage>
          <Button component={Link} to="/login" variant="light">
            {TEXTS.login}
          </Button>
        </Stack>
      </AccountCard>
    );
  }

  const failure = reset.error ? reset.error.message : reset.data === false ? TEXTS.passwordChangeFailed : null;
  return (
    <AccountCard title={TEXTS.resetPasswordTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && <FormMessage kind="error">{failure}</FormMessage>}
          <TextInput label={TEXTS.usernameOrEmail} autoComplete="username" size="md" withAsterisk {...form.getInputProps('username')} />
          <NewPasswordFields
            label={TEXTS.newPassword}
            password={form.getInputProps('newPassword')}
            confirm={form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" variant="gradient" loading={reset.isPending} leftSection={<IconKey size={18} />}>
            {TEXTS.changePassword}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
