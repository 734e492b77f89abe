import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { HUB_PATH } from '@earshot/shared/constants';
import type { AppContext } from './app-context.ts';
import { createTokenService } from './auth/jwt.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { accountSessionCheck } from './auth/session-check.ts';
import { createCaptcha } from './captcha/captcha.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createHub, type Hub, type HubServer } from './hub/create-hub.ts';
import { registerAuth } from './http/auth-hooks.ts';
import { registerCsrf } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRoutes } from './http/routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerStaticSite } from './web/static-site.ts';

export type ServerDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Defaults to SMTP_URL, or the log and the mail_outbox table without it. */
  mailer?: Mailer;
  /** Serve the built web client (off in API tests). */
  serveWeb?: boolean;
};

export type EarshotServer = {
  app: FastifyInstance;
  io: HubServer;
  hub: Hub;
  ctx: AppContext;
  close: () => Promise<void>;
};

/** Builds the whole server without listening; main.ts and tests call listen themselves. */
export async function createServer(deps: ServerDeps): Promise<EarshotServer> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const secret = await resolveJwtSecret(config.JWT_SECRET, database.kind === 'pglite' ? config.DATA_DIR : undefined);
  const tokens = createTokenService(secret, config.JWT_LIFETIME_HOURS, () => clock.now(), accountSessionCheck(database.db));

  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
    // Errors are still logged; a line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
  });
  const io: HubServer = new Server(app.server, {
    path: HUB_PATH,
    maxHttpBufferSize: 64 * 1024,
    perMessageDeflate: false,
    pingInterval: 15_000, // keep-alive every 15 s (SPEC §9)
    pingTimeout: 30_000, // server time-out 30 s
  });

  const mailer = deps.mailer ?? createMailer({ db: database.db, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const captcha = createCaptcha({ db: database.db, secret, cost: config.CAPTCHA_COST, maxCounter: config.CAPTCHA_MAX_COUNTER });
  const baseCtx = { config, db: database.db, clock, tokens, mailer, captcha };
  const hub = createHub(io, baseCtx);
  const ctx: AppContext = { ...baseCtx, live: hub.live };

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  registerErrorHandler(app, database.db);
  registerAuth(app, tokens);
  registerCsrf(app, config.publicUrl.startsWith('https://'));
  await registerRoutes(app, ctx, hub);
  if (deps.serveWeb !== false) await registerStaticSite(app);
  else app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: 'Not found' }));

  let closed = false;
  return {
    app,
    io,
    hub,
    ctx,
    close: async () => {
      if (closed) return;
      closed = true;
      await hub.close();
      io.close();
      await app.close();
    },
  };
}
