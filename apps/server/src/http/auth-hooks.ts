import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims, TokenService } from '../auth/jwt.ts';
import { SESSION_EXPIRED_TEXT } from '../auth/session-check.ts';
import { forbidden, unauthorized } from './http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of a valid bearer token; null for guests. */
    user: TokenClaims | null;
    /** True when a bearer token was sent but is invalid or expired. */
    badToken: boolean;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || null;
}

export function registerAuth(app: FastifyInstance, tokens: TokenService) {
  app.decorateRequest('user', null);
  app.decorateRequest('badToken', false);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    request.user = await tokens.verify(token);
    request.badToken = request.user === null;
  });
  // Every /api/admin route checks the admin claim on the server.
  app.addHook('onRequest', async (request) => {
    if (/^\/api\/admin(\/|$|\?)/i.test(request.url) && !signedInUser(request).isAdmin) throw forbidden();
  });
}

/** The caller's claims; 401 for guests, saying so when their token has expired or been revoked. */
export const signedInUser = (request: FastifyRequest): TokenClaims => {
  if (!request.user) throw unauthorized(request.badToken ? SESSION_EXPIRED_TEXT : undefined);
  return request.user;
};

/** preHandler for routes that need a signed-in user. */
export async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  signedInUser(request);
}
