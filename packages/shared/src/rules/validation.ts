import { z } from 'zod';
import {
  CATEGORY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  GUEST_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLAYLIST_URL_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '../constants.ts';
import { TEXTS } from '../texts.ts';

// Schemas list issues in rule order without aborting, so the first issue of a field is the one to show
// and object-level rules (passwords must match) still run while another field is empty.

const CAPTCHA_TOKEN_MAX_LENGTH = 4_096; // an ALTCHA payload is a few hundred characters
const RESET_CODE_MAX_LENGTH = 200;
export const USERNAME_MIN_LENGTH = 3;
const MAX_ID = 2_147_483_647; // database ids are 32-bit integers

/**
 * Account names: a letter first, then letters (any script), digits 0-9 or _, 3 to USERNAME_MAX_LENGTH
 * characters. Signed-in players join rooms under this name, so it is one word ('/w <name>' and
 * /profile/<name> work) and has no '@' (the login field takes a username or an e-mail). Guest names
 * are letters only, so a name with a digit or _ is always an account.
 * The specification has no text for this rule: ours is TEXTS.usernameRule.
 */
export const USERNAME_RULE_TEXT = TEXTS.usernameRule;

const GUEST_NAME_PATTERN = new RegExp(`^\\p{L}{1,${GUEST_NAME_MAX_LENGTH}}$`, 'u');
const USERNAME_PATTERN = new RegExp(`^\\p{L}[\\p{L}0-9_]{${USERNAME_MIN_LENGTH - 1},${USERNAME_MAX_LENGTH - 1}}$`, 'u');
const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** The message of the first issue, or null when the value is valid. */
export function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? result.error.message;
}

/** SPEC §5: at least 8 characters with at least one digit, one lowercase and one uppercase letter. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\d/.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password)
  );
}

export function isHttpUrl(text: string): boolean {
  return HTTP_URL_PATTERN.test(text);
}

/** SPEC §5 Guest room name: required, letters only, 1 to 13 characters. NFC first so e + ◌́ is one letter é. */
export const guestNameSchema = z
  .string()
  .normalize('NFC')
  .min(1, TEXTS.nameRequired)
  .regex(GUEST_NAME_PATTERN, TEXTS.nameRule);

export const validateGuestName = (name: string): string | null => firstError(guestNameSchema, name);

/** SPEC §5 Password pattern (register, change, reset). Never trimmed. */
export const passwordSchema = z
  .string()
  .min(1, TEXTS.passwordRequired)
  .refine(isStrongPassword, TEXTS.passwordRule);

export const validatePassword = (password: string): string | null => firstError(passwordSchema, password);

export const emailSchema = z
  .string()
  .trim()
  .min(1, TEXTS.emailRequired)
  .max(EMAIL_MAX_LENGTH, TEXTS.emailFormat)
  .regex(z.regexes.email, TEXTS.emailFormat);

export const validateEmail = (email: string): string | null => firstError(emailSchema, email);

export const usernameSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .min(1, TEXTS.usernameRequired)
  .regex(USERNAME_PATTERN, USERNAME_RULE_TEXT);

export const validateUsername = (username: string): string | null => firstError(usernameSchema, username);

/** Login, forgot and reset forms take a username or an e-mail. */
const loginNameSchema = z.string().trim().min(1, TEXTS.usernameOrEmailRequired).max(EMAIL_MAX_LENGTH);

// A missing token reads as an empty one: 'Please complete the captcha', not a type error.
const captchaTokenSchema = z.string().min(1, TEXTS.captchaRequired).max(CAPTCHA_TOKEN_MAX_LENGTH).prefault('');

const confirmPasswordSchema = z.string().min(1, TEXTS.retypePasswordRequired);

/** 'Passwords must match' only once the confirmation is filled in; before that it is 'Retype Password is required'. */
const confirmationMatches = (password: string, confirmPassword: string): boolean =>
  confirmPassword === '' || password === confirmPassword;
const mismatch = { error: TEXTS.passwordsMustMatch, path: ['confirmPassword'] };

/** The login password is not held to the password pattern: it only has to be given. */
export const loginSchema = z.object({
  username: loginNameSchema,
  password: z.string().min(1, TEXTS.passwordRequired).max(PASSWORD_MAX_LENGTH),
  token: z.string().max(CAPTCHA_TOKEN_MAX_LENGTH).optional(), // only when the server asked for a captcha
});

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  token: captchaTokenSchema,
});

export const registerFormSchema = registerSchema
  .extend({ confirmPassword: confirmPasswordSchema })
  .refine((form) => confirmationMatches(form.password, form.confirmPassword), mismatch);

export const forgotPasswordSchema = z.object({ username: loginNameSchema, token: captchaTokenSchema });

/** Reset with the code from the e-mail; the captcha token is sent empty. */
export const changePasswordSchema = z.object({
  token: z.string().max(CAPTCHA_TOKEN_MAX_LENGTH),
  username: loginNameSchema,
  newPassword: passwordSchema,
  resetCode: z
    .string()
    .trim()
    .min(1, TEXTS.passwordChangeFailed)
    .max(RESET_CODE_MAX_LENGTH, TEXTS.passwordChangeFailed),
});

/** SPEC §5: the reset form needs username, password and confirm. */
export const resetPasswordFormSchema = z
  .object({ username: loginNameSchema, newPassword: passwordSchema, confirmPassword: confirmPasswordSchema })
  .refine((form) => confirmationMatches(form.newPassword, form.confirmPassword), mismatch);

export const userChangePasswordSchema = z.object({ newPassword: passwordSchema });

export const userChangePasswordFormSchema = userChangePasswordSchema
  .extend({ confirmPassword: confirmPasswordSchema })
  .refine((form) => confirmationMatches(form.newPassword, form.confirmPassword), mismatch);

/** SubmitRequest Type: 0 asks for songs in an existing category, 1 for a new category. */
export const REQUEST_TYPE = { song: 0, category: 1 } as const;

/** SPEC §5 Requests and §7 SubmitRequest. A malformed or oversized URL also answers 'Playlist is required'. */
export const submitRequestSchema = z
  .object({
    Token: captchaTokenSchema,
    Type: z.union([z.literal(REQUEST_TYPE.song), z.literal(REQUEST_TYPE.category)]),
    CategoryName: z.string().trim().max(CATEGORY_NAME_MAX_LENGTH, TEXTS.newCategoryNameRequired).nullish(),
    CategoryId: z.number().nullish(),
    PlaylistUrl: z
      .string()
      .trim()
      .min(1, TEXTS.playlistRequired)
      .max(PLAYLIST_URL_MAX_LENGTH, TEXTS.playlistRequired)
      .refine(isHttpUrl, TEXTS.playlistRequired),
  })
  .superRefine((request, ctx) => {
    if (request.Type === REQUEST_TYPE.category && !request.CategoryName) {
      ctx.addIssue({ code: 'custom', message: TEXTS.newCategoryNameRequired, path: ['CategoryName'] });
    }
    const id = request.CategoryId;
    if (request.Type === REQUEST_TYPE.song && !(typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID)) {
      ctx.addIssue({ code: 'custom', message: TEXTS.categoryRequired, path: ['CategoryId'] });
    }
  });

export type LoginBody = z.infer<typeof loginSchema>;
export type RegisterBody = z.infer<typeof registerSchema>;
export type RegisterForm = z.infer<typeof registerFormSchema>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordSchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
export type UserChangePasswordBody = z.infer<typeof userChangePasswordSchema>;
export type UserChangePasswordForm = z.infer<typeof userChangePasswordFormSchema>;
export type SubmitRequestBody = z.infer<typeof submitRequestSchema>;
