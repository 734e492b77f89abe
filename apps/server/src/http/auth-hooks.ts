import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims, TokenService } from '../auth/jwt.ts';
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
    if (/^\/api\/admin(\/|$|\?)/i.test(request.url)) requireAdminClaims(request);
  });
}

/** preHandler for routes that need a signed-in user. */
export async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized(request.badToken ? 'Your session has expired, please sign in again' : undefined);
}

function requireAdminClaims(request: FastifyRequest) {
  if (!request.user) throw unauthorized(request.badToken ? 'Your session has expired, please sign in again' : undefined);
  if (!request.user.isAdmin) throw forbidden();
}

export const signedInUser = (request: FastifyRequest): TokenClaims => {
  if (!request.user) throw unauthorized();
  return request.user;
};
