import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { confirmAccountQuerySchema } from '@earshot/shared/api/account';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { parseInput } from '../validate.ts';
import { hashCode } from './account-codes.ts';
import { rateLimit } from './rate-limit.ts';

/** GET /api/account/confirmAccount?WelcomeCode= (SPEC §7): true once per code, false after that or for an unknown code. */
export function registerConfirmAccountRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/account/confirmAccount',
    { config: { rateLimit: rateLimit(ctx.config, 'confirmAccount') } },
    async (request): Promise<boolean> => {
      const { WelcomeCode } = parseInput(confirmAccountQuerySchema, request.query);
      const confirmed = await ctx.db
        .update(users)
        .set({ confirmed: true, welcomeCode: null })
        .where(and(eq(users.welcomeCode, hashCode(WelcomeCode)), eq(users.confirmed, false)))
        .returning({ id: users.id });
      return confirmed.length === 1;
    },
  );
}
