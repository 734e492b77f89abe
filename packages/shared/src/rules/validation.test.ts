import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TEXTS } from '../texts.ts';
import {
  USERNAME_RULE_TEXT,
  changePasswordSchema,
  forgotPasswordSchema,
  guestNameSchema,
  isHttpUrl,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  submitRequestSchema,
  userChangePasswordFormSchema,
  userChangePasswordSchema,
  validateEmail,
  validateGuestName,
  validatePassword,
  validateUsername,
} from './validation.ts';

/** The first message of each failing field, keyed by path ('' for the whole object). */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('validateGuestName — SPEC §5 Guest room name', () => {
  it.each<[string, string | null]>([
    ['', TEXTS.nameRequired],
    ['Bob', null],
    ['a', null],
    ['A'.repeat(13), null],
    ['A'.repeat(14), TEXTS.nameRule],
    ['Bob Smith', TEXTS.nameRule],
    [' Bob', TEXTS.nameRule],
    [' ', TEXTS.nameRule],
    ['Bob1', TEXTS.nameRule],
    ['Bob!', TEXTS.nameRule],
    ['Bob_', TEXTS.nameRule],
    ['José', null],
    ['Zoe\u0308', null],
    ['Дмитрий', null],
    ['小明', null],
    ['😀', TEXTS.nameRule],
  ])('validateGuestName(%j) = %j', (name, expected) => {
    expect(validateGuestName(name)).toBe(expected);
  });

  it('gives the name in NFC form, so one person has one spelling', () => {
    expect(guestNameSchema.parse('Zoe\u0308')).toBe('Zo\u00eb');
  });
});

describe('validatePassword — SPEC §5 Password pattern', () => {
  it.each<[string, string | null]>([
    ['', TEXTS.passwordRequired],
    ['Abcdefg1', null],
    ['  Abcdef1', null],
    ['Ünïcödé1', null],
    ['abcdefg1', TEXTS.passwordRule],
    ['ABCDEFG1', TEXTS.passwordRule],
    ['Abcdefgh', TEXTS.passwordRule],
    ['Abcdef1', TEXTS.passwordRule],
    [`A1${'a'.repeat(126)}`, null],
    [`A1${'a'.repeat(127)}`, TEXTS.passwordRule],
  ])('validatePassword(%j) = %j', (password, expected) => {
    expect(validatePassword(password)).toBe(expected);
  });
});

describe('validateEmail — SPEC §5 Register e-mail', () => {
  it.each<[string, string | null]>([
    ['', TEXTS.emailRequired],
    ['   ', TEXTS.emailRequired],
    ['bob@example.com', null],
    [' bob@example.com ', null],
    ['bob.smith+quiz@mail.example.co.uk', null],
    ['bob', TEXTS.emailFormat],
    ['bob@example', TEXTS.emailFormat],
    ['bob smith@example.com', TEXTS.emailFormat],
    ['@example.com', TEXTS.emailFormat],
    [`${'a'.repeat(250)}@b.co`, TEXTS.emailFormat],
  ])('validateEmail(%j) = %j', (email, expected) => {
    expect(validateEmail(email)).toBe(expected);
  });
});

describe('validateUsername — account names (rule stated in validation.ts)', () => {
  it('states the rule with its limits', () => {
    expect(USERNAME_RULE_TEXT).toBe(
      'Letters, numbers and _ only, starting with a letter. The length must be between 3 and 32 characters.',
    );
  });

  it.each<[string, string | null]>([
    ['', TEXTS.usernameRequired],
    ['bob', null],
    [' bob ', null],
    ['Bob_99', null],
    ['Jürgen', null],
    ['a'.repeat(32), null],
    ['a'.repeat(33), USERNAME_RULE_TEXT],
    ['bo', USERNAME_RULE_TEXT],
    ['1bob', USERNAME_RULE_TEXT],
    ['_bob', USERNAME_RULE_TEXT],
    ['bob smith', USERNAME_RULE_TEXT],
    ['bob@example.com', USERNAME_RULE_TEXT],
    ['bob-smith', USERNAME_RULE_TEXT],
  ])('validateUsername(%j) = %j', (username, expected) => {
    expect(validateUsername(username)).toBe(expected);
  });
});

const validRegister = { username: 'bob', email: 'bob@example.com', password: 'Abcdefg1', token: 'captcha' };

describe('account schemas — SPEC §5 Login, Register, Forgot password, Password pattern', () => {
  it.each<[string, z.ZodType, unknown, Record<string, string>]>([
    ['login: both required', loginSchema, { username: '', password: '' }, {
      username: TEXTS.usernameOrEmailRequired,
      password: TEXTS.passwordRequired,
    }],
    ['login: blank username is missing', loginSchema, { username: '  ', password: 'x' }, {
      username: TEXTS.usernameOrEmailRequired,
    }],
    ['login: the password is not held to the pattern', loginSchema, { username: 'bob', password: 'x' }, {}],
    ['login: e-mail and captcha token', loginSchema, { username: 'bob@example.com', password: 'x', token: 't' }, {}],
    ['register: valid', registerSchema, validRegister, {}],
    ['register: everything missing', registerSchema, { username: '', email: '', password: '', token: '' }, {
      username: TEXTS.usernameRequired,
      email: TEXTS.emailRequired,
      password: TEXTS.passwordRequired,
      token: TEXTS.captchaRequired,
    }],
    ['register: bad e-mail, weak password', registerSchema, { ...validRegister, email: 'bob', password: 'abc' }, {
      email: TEXTS.emailFormat,
      password: TEXTS.passwordRule,
    }],
    ['register form: confirmed', registerFormSchema, { ...validRegister, confirmPassword: 'Abcdefg1' }, {}],
    ['register form: confirm required', registerFormSchema, { ...validRegister, confirmPassword: '' }, {
      confirmPassword: TEXTS.retypePasswordRequired,
    }],
    ['register form: must match', registerFormSchema, { ...validRegister, confirmPassword: 'Abcdefg2' }, {
      confirmPassword: TEXTS.passwordsMustMatch,
    }],
    ['register form: mismatch shows while another field is empty', registerFormSchema,
      { ...validRegister, email: '', confirmPassword: 'other' },
      { email: TEXTS.emailRequired, confirmPassword: TEXTS.passwordsMustMatch }],
    ['forgot: both required', forgotPasswordSchema, { username: '', token: '' }, {
      username: TEXTS.usernameOrEmailRequired,
      token: TEXTS.captchaRequired,
    }],
    ['forgot: valid', forgotPasswordSchema, { username: 'bob', token: 't' }, {}],
    ['change: valid with an empty token', changePasswordSchema,
      { token: '', username: 'bob', newPassword: 'Abcdefg1', resetCode: 'code' }, {}],
    ['change: missing fields', changePasswordSchema, { token: '', username: '', newPassword: 'weak', resetCode: '' }, {
      username: TEXTS.usernameOrEmailRequired,
      newPassword: TEXTS.passwordRule,
      resetCode: TEXTS.passwordChangeFailed,
    }],
    ['reset form: must match', resetPasswordFormSchema,
      { username: 'bob', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg' },
      { confirmPassword: TEXTS.passwordsMustMatch }],
    ['reset form: confirm required', resetPasswordFormSchema,
      { username: 'bob', newPassword: 'Abcdefg1', confirmPassword: '' },
      { confirmPassword: TEXTS.retypePasswordRequired }],
    ['user change: pattern', userChangePasswordSchema, { newPassword: 'password' }, {
      newPassword: TEXTS.passwordRule,
    }],
    ['user change: required', userChangePasswordSchema, { newPassword: '' }, {
      newPassword: TEXTS.passwordRequired,
    }],
    ['user change: valid', userChangePasswordSchema, { newPassword: 'Abcdefg1' }, {}],
    ['user change form: must match', userChangePasswordFormSchema,
      { newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' },
      { confirmPassword: TEXTS.passwordsMustMatch }],
    ['user change form: valid', userChangePasswordFormSchema,
      { newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, {}],
  ])('%s', (_name, schema, value, expected) => {
    expect(errorsOf(schema, value)).toEqual(expected);
  });

  it('trims names and e-mails but never passwords', () => {
    const typed = { ...validRegister, username: ' bob ', email: ' bob@example.com ', password: ' Abcdefg1 ' };
    expect(registerSchema.parse(typed)).toEqual({ ...validRegister, password: ' Abcdefg1 ' });
  });
});

const songRequest = {
  Token: 'captcha',
  Type: 0,
  CategoryName: null,
  CategoryId: 3,
  PlaylistUrl: 'https://www.deezer.com/playlist/123',
};
const categoryRequest = { ...songRequest, Type: 1, CategoryName: 'Sea Shanties', CategoryId: null };

describe('submitRequestSchema — SPEC §5 Requests, §7 SubmitRequest', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['song request', songRequest, {}],
    ['category request', categoryRequest, {}],
    ['category request without a category id field', { ...categoryRequest, CategoryId: undefined }, {}],
    ['playlist required', { ...songRequest, PlaylistUrl: '' }, { PlaylistUrl: TEXTS.playlistRequired }],
    ['blank playlist', { ...songRequest, PlaylistUrl: '   ' }, { PlaylistUrl: TEXTS.playlistRequired }],
    ['not a URL', { ...songRequest, PlaylistUrl: 'my playlist' }, { PlaylistUrl: TEXTS.playlistRequired }],
    ['not http(s)', { ...songRequest, PlaylistUrl: 'ftp://example.com/x' }, { PlaylistUrl: TEXTS.playlistRequired }],
    ['script URL', { ...songRequest, PlaylistUrl: 'javascript:alert(1)' }, { PlaylistUrl: TEXTS.playlistRequired }],
    ['too long', { ...songRequest, PlaylistUrl: `https://example.com/${'a'.repeat(490)}` }, {
      PlaylistUrl: TEXTS.playlistRequired,
    }],
    ['category name required', { ...categoryRequest, CategoryName: '' }, {
      CategoryName: TEXTS.newCategoryNameRequired,
    }],
    ['blank category name', { ...categoryRequest, CategoryName: '  ' }, {
      CategoryName: TEXTS.newCategoryNameRequired,
    }],
    ['missing category name', { ...categoryRequest, CategoryName: undefined }, {
      CategoryName: TEXTS.newCategoryNameRequired,
    }],
    ['category required', { ...songRequest, CategoryId: null }, { CategoryId: TEXTS.categoryRequired }],
    ['category id 0', { ...songRequest, CategoryId: 0 }, { CategoryId: TEXTS.categoryRequired }],
    ['negative category id', { ...songRequest, CategoryId: -2 }, { CategoryId: TEXTS.categoryRequired }],
    ['fractional category id', { ...songRequest, CategoryId: 1.5 }, { CategoryId: TEXTS.categoryRequired }],
    ['captcha required', { ...songRequest, Token: '' }, { Token: TEXTS.captchaRequired }],
    ['conditional rules still run beside a field error', { ...songRequest, PlaylistUrl: '', CategoryId: null }, {
      PlaylistUrl: TEXTS.playlistRequired,
      CategoryId: TEXTS.categoryRequired,
    }],
  ])('%s', (_name, value, expected) => {
    expect(errorsOf(submitRequestSchema, value)).toEqual(expected);
  });

  it('rejects an unknown request type', () => {
    expect(Object.keys(errorsOf(submitRequestSchema, { ...songRequest, Type: 2 }))).toEqual(['Type']);
  });

  it('trims the URL and the category name', () => {
    const typed = { ...categoryRequest, CategoryName: ' Sea Shanties ', PlaylistUrl: ' https://x.io/p ' };
    const parsed = submitRequestSchema.parse(typed);
    expect(parsed).toMatchObject({ CategoryName: 'Sea Shanties', PlaylistUrl: 'https://x.io/p' });
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=abc', true],
    ['https://www.deezer.com/en/playlist/1234', true],
    ['http://localhost:8080/p', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://', false],
    ['https:// example.com', false],
    ['https://user@evil.com', false],
    ['www.deezer.com/playlist/1', false],
    ['ftp://example.com', false],
  ])('isHttpUrl(%j) = %s', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
});
