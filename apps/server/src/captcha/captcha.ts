import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { usedCaptchas } from '../db/schema.ts';

/** How long a challenge may be solved and submitted. altcha-lib checks expiry against the system clock. */
export const CAPTCHA_LIFETIME_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

export interface Captcha {
  /** A signed ALTCHA challenge for the widget (`GET /api/captcha/challenge`). */
  challenge(): Promise<Challenge>;
  /** True once per solved challenge: the widget's base64 JSON `{ challenge, solution }` payload. */
  verify(token: string | null | undefined): Promise<boolean>;
}

export type CaptchaOptions = {
  db: Db;
  /** Master secret (the JWT secret): the HMAC keys derive from it, so challenges survive restarts and work on every node. */
  secret: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solver must reach a counter drawn from [maxCounter / 2, maxCounter]. */
  maxCounter: number;
};

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1).max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(1024) }),
});

const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(`earshot:altcha:${purpose}`).digest('hex');

function decode(token: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Self-hosted ALTCHA proof of work in deterministic mode: the server derives the key for a random
 * counter when it issues the challenge and signs it, so verifying a solution is one HMAC. Each
 * accepted challenge signature is stored in `used_captchas` until the challenge expires, so a solution
 * verifies once, across restarts and nodes.
 */
export function createCaptcha(options: CaptchaOptions): Captcha {
  const hmacSignatureSecret = derive(options.secret, 'challenge');
  const hmacKeySignatureSecret = derive(options.secret, 'key');
  const minCounter = Math.max(1, Math.floor(options.maxCounter / 2));

  return {
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: options.cost,
        counter: randomInt(options.maxCounter, minCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_LIFETIME_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async verify(token) {
      if (!token) return false;
      const payload = decode(token);
      if (!payload) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      const now = new Date();
      await options.db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
      const inserted = await options.db
        .insert(usedCaptchas)
        .values({ signature: payload.challenge.signature, expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature });
      return inserted.length === 1;
    },
  };
}
