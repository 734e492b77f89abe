import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthenticateResponse } from '@earshot/shared/api/public';
import { loginSchema } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import type { AppContext } from '../../app-context.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import { parseInput } from '../validate.ts';
import { matchesLogin } from './find-user.ts';
import { createLoginFailures } from './login-failures.ts';
import { rateLimit } from './rate-limit.ts';

const refused = (message: string, captchaRequired: boolean): AuthenticateResponse => ({
  success: false,
  message,
  captchaRequired,
  token: null,
  expires: null,
  isAdmin: false,
});

/**
 * POST /api/account/authenticate (SPEC §7). After FAILED_LOGINS_BEFORE_CAPTCHA failures for an account
 * or from an address, an attempt needs a solved captcha (checked before the password, each solution
 * once). Unknown names cost a password check too, so timing does not tell which names exist.
 */
export function registerAuthenticateRoute(app: FastifyInstance, ctx: AppContext) {
  const failures = createLoginFailures(() => ctx.clock.now());
  let dummyHash: Promise<string> | undefined;

  app.post(
    '/api/account/authenticate',
    { config: { rateLimit: rateLimit(ctx.config, 'authenticate') } },
    async (request, reply): Promise<AuthenticateResponse> => {
      const body = parseInput(loginSchema, request.body);
      const [user] = await ctx.db.select().from(users).where(matchesLogin(body.username)).limit(1);
      const accountKey = user ? `id:${user.id}` : `name:${body.username.toLowerCase()}`;

      if (failures.captchaRequired(accountKey, request.ip)) {
        const message = !body.token ? TEXTS.captchaRequired : (await ctx.captcha.verify(body.token)) ? null : TEXTS.captchaFailed;
        if (message) {
          reply.status(400);
          return refused(message, true);
        }
      }

      dummyHash ??= hashPassword('Not-a-real-password-0');
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyHash), body.password);
      if (!user || !passwordOk) {
        const captchaRequired = failures.recordFailure(accountKey, request.ip);
        reply.status(401);
        return refused(TEXTS.loginFailed, captchaRequired);
      }
      if (!user.confirmed) {
        reply.status(401);
        return refused(TEXTS.loginUnconfirmed, failures.captchaRequired(accountKey, request.ip));
      }

      failures.clearAccount(accountKey);
      await ctx.db.update(users).set({ lastLogon: new Date(ctx.clock.now()) }).where(eq(users.id, user.id));
      const issued = await ctx.tokens.issue({
        userId: user.id,
        username: user.username,
        isAdmin: user.isAdmin,
        tokenVersion: user.tokenVersion,
      });
      return { success: true, message: TEXTS.signedIn, captchaRequired: false, ...issued };
    },
  );
}
