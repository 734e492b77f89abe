import { z } from 'zod';

// REST answers of the account and request calls (SPEC §7). Request bodies are the schemas of
// rules/validation.ts (registerSchema, forgotPasswordSchema, changePasswordSchema, …).

/** POST /api/account/register and /api/account/forgotpassword. */
export const accountResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type AccountResult = z.infer<typeof accountResultSchema>;

/** confirmAccount, changePassword, userChangePassword and SubmitRequest answer a bare boolean: truthy = done. */
export const doneSchema = z.boolean();

/** GET /api/account/confirmAccount?WelcomeCode={code} */
export const confirmAccountQuerySchema = z.object({ WelcomeCode: z.string().trim().min(1).max(200) });

/** GET /api/captcha/challenge: an ALTCHA v2 challenge, handed to the widget as is. */
export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.string(),
});

export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';
