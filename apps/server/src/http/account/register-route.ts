import type { FastifyInstance } from 'fastify';
import { or } from 'drizzle-orm';
import type { AccountResult } from '@earshot/shared/api/account';
import { registerSchema } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { equalsIgnoreCase } from '../../db/ignore-case.ts';
import { playerStats, users } from '../../db/schema.ts';
import { confirmAccountMail } from '../../mail/account-mails.ts';
import { conflict } from '../http-error.ts';
import { parseInput } from '../validate.ts';
import { newCode, hashCode } from './account-codes.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import { rateLimit } from './rate-limit.ts';
import { requireCaptcha } from './require-captcha.ts';

/** A unique index (users_username_lower / users_email_lower) refused a row: a registration raced this one. */
function uniqueViolation(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const { code, constraint, message, cause } = e as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (code === '23505') return constraint ?? message ?? '';
    e = cause;
  }
  return null;
}

/**
 * POST /api/account/register (SPEC §7): the user and their player_stats row in one transaction, then the
 * confirmation mail in the background. If that mail is lost, Forgot password sends a reset link, and
 * resetting the password with it also confirms the account (it proves the address).
 */
export function registerRegisterRoute(app: FastifyInstance, ctx: AppContext, tasks: BackgroundTasks) {
  app.post(
    '/api/account/register',
    { config: { rateLimit: rateLimit(ctx.config, 'register') } },
    async (request): Promise<AccountResult> => {
      const body = parseInput(registerSchema, request.body);
      await requireCaptcha(ctx, body.token);

      const taken = await ctx.db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(or(equalsIgnoreCase(users.username, body.username), equalsIgnoreCase(users.email, body.email)));
      if (taken.some((u) => u.username.toLowerCase() === body.username.toLowerCase())) throw conflict(TEXTS.usernameTaken);
      if (taken.length > 0) throw conflict(TEXTS.emailTaken);

      const code = newCode();
      const passwordHash = await hashPassword(body.password);
      try {
        await ctx.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ username: body.username, email: body.email, passwordHash, welcomeCode: hashCode(code) })
            .returning({ id: users.id });
          await tx.insert(playerStats).values({ userId: user!.id });
        });
      } catch (error) {
        const violated = uniqueViolation(error);
        if (violated === null) throw error;
        throw conflict(violated.includes('username') ? TEXTS.usernameTaken : TEXTS.emailTaken);
      }

      tasks.run('confirmation mail', () => ctx.mailer.send(confirmAccountMail(ctx.config.publicUrl, body.email, code)));
      return { success: true, message: TEXTS.registerSuccess };
    },
  );
}
