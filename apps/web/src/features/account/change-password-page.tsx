import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { userChangePasswordFormSchema, type UserChangePasswordForm } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import { FormMessage } from '../../components/form-message.tsx';
import { useAuth } from '../../lib/auth.ts';
import { loginUrl } from '../../lib/return-url.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { useUserChangePassword } from './api/change-password.ts';
import { AccountCard } from './components/account-card.tsx';
import { NewPasswordFields } from './components/new-password-fields.tsx';

/** /changepassword (SPEC §2, §8): the signed-in player's new password; guests go to the sign-in page. */
export default function ChangePasswordPage() {
  const { user } = useAuth();
  const change = useUserChangePassword();
  const form = useForm<UserChangePasswordForm>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: zodResolver<UserChangePasswordForm>(userChangePasswordFormSchema),
  });

  if (!user) return <Navigate to={loginUrl('/changepassword')} replace />;

  const submit = form.onSubmit((values) => {
    change.mutate({ newPassword: values.newPassword }, { onSuccess: (changed) => changed && form.reset() });
  });
  const failure = change.error ? change.error.message : change.data === false ? TEXTS.passwordChangeFailed : null;

  return (
    <AccountCard title={TEXTS.changePassword}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {change.data === true && <FormMessage kind="success">{TEXTS.passwordChanged}</FormMessage>}
          {failure && <FormMessage kind="error">{failure}</FormMessage>}
          {/* Lets password managers tie the new password to this account. */}
          <input type="text" name="username" autoComplete="username" value={user.name} readOnly hidden />
          <NewPasswordFields
            label={TEXTS.newPassword}
            password={form.getInputProps('newPassword')}
            confirm={form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" variant="gradient" loading={change.isPending} leftSection={<IconKey size={18} />}>
            {TEXTS.changePassword}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
