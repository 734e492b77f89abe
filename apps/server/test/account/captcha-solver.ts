import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a challenge with altcha-lib's own solver; the token is what the widget posts. */
export async function solveCaptchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** Fetches a challenge from a running server and solves it. */
export async function solveCaptcha(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/captcha/challenge`);
  if (!res.ok) throw new Error(`challenge: ${res.status}`);
  return solveCaptchaChallenge((await res.json()) as Challenge);
}

/** Settings that keep proof of work trivial in tests. */
export const EASY_CAPTCHA_ENV = { CAPTCHA_COST: '1', CAPTCHA_MAX_COUNTER: '20' } as const;
