import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccountResult } from '@earshot/shared/api/account';
import { RESET_CODE_LIFETIME_MS } from '@earshot/shared/constants';
import { changePasswordSchema, forgotPasswordSchema, userChangePasswordSchema } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import { resetPasswordMail } from '../../mail/account-mails.ts';
import { requireUser, signedInUser } from '../auth-hooks.ts';
import { parseInput } from '../validate.ts';
import { hashCode, newCode } from './account-codes.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import { matchesLogin } from './find-user.ts';
import { rateLimit } from './rate-limit.ts';
import { requireCaptcha } from './require-captcha.ts';

/** Forgot password, reset with the e-mailed code, and change by a signed-in user (SPEC §7). */
export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext, tasks: BackgroundTasks) {
  // The same answer, as fast, whether or not the account exists: the lookup and the mail run after it.
  app.post(
    '/api/account/forgotpassword',
    { config: { rateLimit: rateLimit(ctx.config, 'forgotPassword') } },
    async (request): Promise<AccountResult> => {
      const body = parseInput(forgotPasswordSchema, request.body);
      await requireCaptcha(ctx, body.token);
      tasks.run('reset mail', async () => {
        const [user] = await ctx.db.select({ id: users.id, email: users.email }).from(users).where(matchesLogin(body.username)).limit(1);
        if (!user) return;
        const code = newCode();
        const expires = new Date(ctx.clock.now() + RESET_CODE_LIFETIME_MS);
        await ctx.db.update(users).set({ resetCode: hashCode(code), resetCodeExpires: expires }).where(eq(users.id, user.id));
        await ctx.mailer.send(resetPasswordMail(ctx.config.publicUrl, user.email, code));
      });
      return { success: true, message: TEXTS.forgotPasswordSuccess };
    },
  );

  // The code works once, within RESET_CODE_LIFETIME_MS, with the account's username or e-mail. It proves
  // the address, so it also confirms an account whose confirmation mail was lost. A reset is how an
  // account is recovered, so it also ends every existing session (token version).
  app.post(
    '/api/account/changePassword',
    { config: { rateLimit: rateLimit(ctx.config, 'changePassword') } },
    async (request): Promise<boolean> => {
      const body = parseInput(changePasswordSchema, request.body);
      const passwordHash = await hashPassword(body.newPassword);
      const changed = await ctx.db
        .update(users)
        .set({
          passwordHash,
          resetCode: null,
          resetCodeExpires: null,
          confirmed: true,
          welcomeCode: null,
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(
          and(
            eq(users.resetCode, hashCode(body.resetCode)),
            gt(users.resetCodeExpires, new Date(ctx.clock.now())),
            matchesLogin(body.username),
          ),
        )
        .returning({ id: users.id });
      return changed.length === 1;
    },
  );

  app.post(
    '/api/account/userChangePassword',
    { preHandler: requireUser, config: { rateLimit: rateLimit(ctx.config, 'changePassword') } },
    async (request): Promise<boolean> => {
      const user = signedInUser(request);
      const body = parseInput(userChangePasswordSchema, request.body);
      const passwordHash = await hashPassword(body.newPassword);
      const changed = await ctx.db
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, user.userId))
        .returning({ id: users.id });
      return changed.length === 1;
    },
  );
}
