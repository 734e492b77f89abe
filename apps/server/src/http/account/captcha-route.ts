import type { FastifyInstance } from 'fastify';
import { CAPTCHA_CHALLENGE_PATH } from '@earshot/shared/api/account';
import type { AppContext } from '../../app-context.ts';
import { rateLimit } from './rate-limit.ts';

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge for the widget. */
export function registerCaptchaRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(CAPTCHA_CHALLENGE_PATH, { config: { rateLimit: rateLimit(ctx.config, 'captchaChallenge') } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ctx.captcha.challenge();
  });
}
