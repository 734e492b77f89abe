import proxyaddr from '@fastify/proxy-addr';
import type { Socket } from 'socket.io';
import type { AppContext } from '../app-context.ts';
import { SESSION_EXPIRED_TEXT } from '../auth/session-check.ts';
import type { Config } from '../config.ts';
import { createRateLimiter } from './rate-limit.ts';
import { setSession, type HubServer } from './session.ts';

export const ORIGIN_REFUSED_TEXT = 'Origin not allowed';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * [HB1] Browsers always send Origin: it must be the site's own (PUBLIC_URL), or localhost on the
 * configured port; outside production any localhost port (a dev server). Clients that send no
 * Origin (bots, load generators) are let through.
 */
export function isAllowedOrigin(origin: string, config: AppContext['config']): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(config.publicUrl).origin) return true;
  if (!LOCAL_HOSTS.has(url.hostname) || !/^https?:$/.test(url.protocol)) return false;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return port === String(config.PORT) || config.NODE_ENV !== 'production';
}

/** Which hops may set X-Forwarded-For: the same TRUST_PROXY setting Fastify uses for REST. */
export function proxyTrust(setting: Config['TRUST_PROXY']): (address: string, hop: number) => boolean {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  return proxyaddr.compile(setting);
}

/** The caller's address, computed as Fastify computes request.ip, so bans and limits agree across REST and hub. */
export function clientIp(socket: Pick<Socket, 'request'>, trust: (address: string, hop: number) => boolean): string {
  const ip = proxyaddr(socket.request, trust);
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** [HB1][HB2] Origin check, then `auth.token` (a bearer JWT) checked; a bad token is refused, none is a guest. */
export function registerHandshake(io: HubServer, ctx: Omit<AppContext, 'live'>) {
  const trust = proxyTrust(ctx.config.TRUST_PROXY);
  io.use((socket, next) => {
    const origin = socket.handshake.headers.origin;
    if (origin && !isAllowedOrigin(origin, ctx.config)) return next(new Error(ORIGIN_REFUSED_TEXT));
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const raw = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '').trim() : '';
    const session = { ip: clientIp(socket, trust), room: null, limiter: createRateLimiter(ctx.clock) };
    if (!raw) {
      setSession(socket, { ...session, user: null });
      return next();
    }
    ctx.tokens.verify(raw).then(
      (user) => {
        if (!user) return next(new Error(SESSION_EXPIRED_TEXT));
        setSession(socket, { ...session, user });
        next();
      },
      () => next(new Error(SESSION_EXPIRED_TEXT)),
    );
  });
}
