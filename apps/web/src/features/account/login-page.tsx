import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import { Captcha } from '../../components/captcha.tsx';
import { FormMessage } from '../../components/form-message.tsx';
import { useAuth } from '../../lib/auth.ts';
import { safeReturnUrl } from '../../lib/return-url.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { useAuthenticate } from './api/authenticate.ts';
import { AccountCard } from './components/account-card.tsx';

type LoginValues = { username: string; password: string };

/** Sign-in (SPEC §2, §5): username or e-mail and password; stores TokenInfo and returns to `returnUrl` or home. */
function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useAuthenticate();
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // Each failed attempt resets the captcha (SPEC §4 Accounts): a solved one verifies once.
  const [attempts, setAttempts] = useState(0);
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '' },
    validate: zodResolver<LoginValues>(loginSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    login.mutate(
      { username: values.username.trim(), password: values.password, ...(captchaToken ? { token: captchaToken } : {}) },
      {
        onSuccess: (response) => {
          signIn({ token: response.token ?? '', expires: response.expires ?? '', isAdmin: response.isAdmin });
          void navigate(safeReturnUrl(searchParams.get('returnUrl')), { replace: true });
        },
        onError: (error) => {
          if ('captchaRequired' in error && error.captchaRequired === true) setCaptchaRequired(true);
          setCaptchaToken(null);
          setAttempts((n) => n + 1);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.error && <FormMessage kind="error">{login.error.message}</FormMessage>}
        <TextInput
          label={TEXTS.usernameOrEmail}
          autoComplete="username"
          size="md"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={TEXTS.password}
          autoComplete="current-password"
          size="md"
          withAsterisk
          {...form.getInputProps('password')}
        />
        {captchaRequired && (
          <div data-testid="captcha-slot">
            <Captcha onChange={setCaptchaToken} resetKey={attempts} />
          </div>
        )}
        <Button type="submit" size="md" variant="gradient" loading={login.isPending} leftSection={<IconLogin2 size={18} />}>
          {TEXTS.login}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/forgotpassword" size="sm">
            {TEXTS.forgotPassword}
          </Anchor>
          <Text size="sm" c="dimmed">
            {TEXTS.noAccount}{' '}
            <Anchor component={Link} to="/register" size="sm" fw={700}>
              {TEXTS.register}
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

/** /login */
export default function LoginPage() {
  return (
    <AccountCard title={TEXTS.login}>
      <LoginForm />
    </AccountCard>
  );
}
