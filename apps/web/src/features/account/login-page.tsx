import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import { Captcha } from '../../components/captcha.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { Page } from '../../components/page.tsx';
import { useAuth } from '../../lib/auth.ts';
import { safeReturnUrl } from '../../lib/return-url.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { useAuthenticate } from './api/authenticate.ts';
import classes from './login-page.module.css';

/** What a captcha widget gets: report the solved token (or null when it expires or resets). */
export type CaptchaSlotProps = {
  onToken: (token: string | null) => void;
  /** Changes whenever the widget must reset (after each failed attempt, SPEC §4 Accounts). */
  resetKey: number;
};

type LoginFormProps = {
  /**
   * Renders the captcha when the server asks for one (`captchaRequired`). The accounts issue plugs the ALTCHA
   * widget in here; without it the form still shows the server's message.
   */
  renderCaptcha?: (props: CaptchaSlotProps) => ReactNode;
};

type LoginValues = { username: string; password: string };

/** Sign-in (SPEC §2, §5): username or e-mail and password; stores TokenInfo and returns to `returnUrl` or home. */
export function LoginForm({ renderCaptcha }: LoginFormProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useAuthenticate();
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
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
        {login.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
            {login.error.message}
          </Alert>
        )}
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
        {captchaRequired && renderCaptcha && (
          <div data-testid="captcha-slot">{renderCaptcha({ onToken: setCaptchaToken, resetKey: attempts })}</div>
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
    <Page documentTitle={TEXTS.login}>
      <div className={classes.card}>
        <Stack align="center" gap="xs" mb="lg">
          <LogoMark size={48} />
          <Title order={1} className={classes.title}>
            {TEXTS.login}
          </Title>
        </Stack>
        <LoginForm renderCaptcha={({ onToken, resetKey }) => <Captcha onChange={onToken} resetKey={resetKey} />} />
      </div>
    </Page>
  );
}
