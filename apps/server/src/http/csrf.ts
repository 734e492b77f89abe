import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@earshot/shared/constants';
import { HttpError } from './http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Double-submit cookie: every page load gets an XSRF-TOKEN cookie; unsafe API calls echo it in X-XSRF-TOKEN. */
export function registerCsrf(app: FastifyInstance, secure: boolean) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (SAFE_METHODS.has(request.method)) {
      if (!cookie) {
        reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
          path: '/',
          sameSite: 'strict',
          httpOnly: false,
          secure,
        });
      }
      return;
    }
    if (!request.url.toLowerCase().startsWith('/api/')) return;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      throw new HttpError(403, 'Missing or invalid XSRF token; reload the page and try again');
    }
  });
}
