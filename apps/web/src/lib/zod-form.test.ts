import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, type LoginBody, type RegisterForm } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import { zodResolver } from './zod-form.ts';

const validateLogin = zodResolver<LoginBody>(loginSchema);
const validateRegister = zodResolver<RegisterForm>(registerFormSchema);
const register: RegisterForm = { username: 'alice', email: 'alice@example.com', password: 'Secret123', confirmPassword: 'Secret123', token: 'captcha' };

describe('zodResolver — form errors from the shared schemas (SPEC §5)', () => {
  it.each<[string, LoginBody, Record<string, string>]>([
    ['valid: no errors', { username: 'alice', password: 'x' }, {}],
    ['both empty: one error per field', { username: '  ', password: '' }, { username: TEXTS.usernameOrEmailRequired, password: TEXTS.passwordRequired }],
  ])('login, %s', (_name, values, errors) => {
    expect(validateLogin(values)).toEqual(errors);
  });

  it.each<[string, Partial<RegisterForm>, Record<string, string>]>([
    ['valid: no errors', {}, {}],
    ['an empty password shows only its first issue', { password: '', confirmPassword: '' }, { password: TEXTS.passwordRequired, confirmPassword: TEXTS.retypePasswordRequired }],
    ['a different confirmation is keyed on confirmPassword', { confirmPassword: 'Secret124' }, { confirmPassword: TEXTS.passwordsMustMatch }],
    ['no captcha', { token: '' }, { token: TEXTS.captchaRequired }],
  ])('register, %s', (_name, overrides, errors) => {
    expect(validateRegister({ ...register, ...overrides })).toEqual(errors);
  });

  it('joins nested paths with dots and keeps the first message of each', () => {
    const schema = {
      safeParse: () => ({
        success: false as const,
        error: {
          issues: [
            { path: ['song', 0, 'title'], message: 'first' },
            { path: ['song', 0, 'title'], message: 'second' },
            { path: [], message: 'form' },
          ],
        },
      }),
    };
    expect(zodResolver(schema)({})).toEqual({ 'song.0.title': 'first', '': 'form' });
  });
});
