import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { registerFormSchema, type RegisterForm } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import { Captcha } from '../../components/captcha.tsx';
import { FormMessage } from '../../components/form-message.tsx';
import { zodResolver } from '../../lib/zod-form.ts';
import { useRegister } from './api/register.ts';
import { AccountCard } from './components/account-card.tsx';
import { NewPasswordFields } from './components/new-password-fields.tsx';

/** /register (SPEC §2, §5, §8): username, e-mail, password twice and a solved captcha. */
export default function RegisterPage() {
  const registration = useRegister();
  const [captchaReset, setCaptchaReset] = useState(0);
  const form = useForm<RegisterForm>({
    initialValues: { username: '', email: '', password: '', confirmPassword: '', token: '' },
    validate: zodResolver<RegisterForm>(registerFormSchema),
  });

  const submit = form.onSubmit(({ confirmPassword: _confirm, ...body }) => {
    registration.mutate(body, {
      onError: () => {
        form.setFieldValue('token', '');
        setCaptchaReset((n) => n + 1); // each captcha verifies once
      },
    });
  });

  if (registration.isSuccess) {
    return (
      <AccountCard title={TEXTS.register}>
        <Stack gap="md">
          <FormMessage kind="success">{registration.data.message || TEXTS.registerSuccess}</FormMessage>
          <Button component={Link} to="/login" variant="light">
            {TEXTS.login}
          </Button>
        </Stack>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={TEXTS.register}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {registration.error && <FormMessage kind="error">{registration.error.message}</FormMessage>}
          <TextInput label={TEXTS.username} autoComplete="username" size="md" withAsterisk {...form.getInputProps('username')} />
          <TextInput label={TEXTS.email} type="email" autoComplete="email" size="md" withAsterisk {...form.getInputProps('email')} />
          <NewPasswordFields
            label={TEXTS.password}
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirmPassword')}
          />
          <Captcha
            onChange={(token) => form.setFieldValue('token', token ?? '')}
            resetKey={captchaReset}
            error={form.errors.token}
          />
          <Button type="submit" size="md" variant="gradient" loading={registration.isPending} leftSection={<IconUserPlus size={18} />}>
            {TEXTS.register}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {TEXTS.haveAccount}{' '}
            <Anchor component={Link} to="/login" size="sm" fw={700}>
              {TEXTS.login}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}
