import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordBody } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import { Captcha } from '../../components/captcha.tsx';
import { FormMessage } from '../../components/form-message.tsx';
import { zodResolver } from '../../lib/zod-form.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { AccountCard } from './components/account-card.tsx';

/** /forgotpassword (SPEC §2, §5, §8): asks for a reset link by username or e-mail, with a captcha. */
export default function ForgotPasswordPage() {
  const request = useForgotPassword();
  const [captchaReset, setCaptchaReset] = useState(0);
  const form = useForm<ForgotPasswordBody>({
    initialValues: { username: '', token: '' },
    validate: zodResolver<ForgotPasswordBody>(forgotPasswordSchema),
  });

  const submit = form.onSubmit((values) => {
    request.mutate(
      { username: values.username.trim(), token: values.token },
      {
        onError: () => {
          form.setFieldValue('token', '');
          setCaptchaReset((n) => n + 1);
        },
      },
    );
  });

  if (request.isSuccess) {
    return (
      <AccountCard title={TEXTS.forgotPasswordTitle}>
        <Stack gap="md">
          <FormMessage kind="success">{request.data.message || TEXTS.forgotPasswordSuccess}</FormMessage>
          <Button component={Link} to="/login" variant="light">
            {TEXTS.backToLogin}
          </Button>
        </Stack>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={TEXTS.forgotPasswordTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {request.error && <FormMessage kind="error">{request.error.message}</FormMessage>}
          <TextInput label={TEXTS.usernameOrEmail} autoComplete="username" size="md" withAsterisk {...form.getInputProps('username')} />
          <Captcha onChange={(token) => form.setFieldValue('token', token ?? '')} resetKey={captchaReset} error={form.errors.token} />
          <Button type="submit" size="md" variant="gradient" loading={request.isPending} leftSection={<IconMailForward size={18} />}>
            {TEXTS.sendResetLink}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {TEXTS.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </AccountCard>
  );
}
