import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthenticateResponse } from '@earshot/shared/api/public';
import { loginSchema } from '@earshot/shared/rules/validation';
import type { AppContext } from '../../app-context.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import { parseInput } from '../validate.ts';

export const LOGIN_FAILED = 'Incorrect username or password';
export const LOGIN_UNCONFIRMED = 'Please confirm your account first: follow the link in the e-mail we sent you.';

export function registerAuthenticateRoute(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/account/authenticate', async (request, reply): Promise<AuthenticateResponse> => {
    const body = parseInput(loginSchema, request.body);
    const login = body.username.trim();
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`))
      .limit(1);
    const failed = (message: string): AuthenticateResponse => {
      reply.status(401);
      return { success: false, message, captchaRequired: false, token: null, expires: null, isAdmin: false };
    };
    if (!user || !(await verifyPassword(user.passwordHash, body.password))) return failed(LOGIN_FAILED);
    if (!user.confirmed) return failed(LOGIN_UNCONFIRMED);
    await ctx.db.update(users).set({ lastLogon: new Date(ctx.clock.now()) }).where(eq(users.id, user.id));
    const issued = await ctx.tokens.issue({ userId: user.id, username: user.username, isAdmin: user.isAdmin });
    return { success: true, message: 'Signed in', captchaRequired: false, ...issued };
  });
}
