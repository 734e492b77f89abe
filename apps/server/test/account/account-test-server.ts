import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { systemClock, type Clock } from '../../src/clock.ts';
import type { Database } from '../../src/db/client.ts';
import { TEST_PASSWORD } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { EASY_CAPTCHA_ENV, solveCaptcha } from './captcha-solver.ts';
import { linkIn, startSmtpListener, type SmtpListener } from './smtp-listener.ts';

/** The system clock plus an offset the test can move, to expire codes and counters. */
export type MovableClock = Clock & { advance: (ms: number) => void };
export function movableClock(): MovableClock {
  let offset = 0;
  return { now: () => systemClock.now() + offset, setTimeout: systemClock.setTimeout, advance: (ms) => void (offset += ms) };
}

export type AccountTestServer = TestServer & {
  smtp: SmtpListener;
  clock: MovableClock;
  /** A solved captcha token from the server's own challenge endpoint. */
  captcha: () => Promise<string>;
  post: (route: string, body: unknown, token?: string) => Promise<{ status: number; body: unknown }>;
  get: (route: string, token?: string) => Promise<{ status: number; body: unknown }>;
  rows: (table: PgTable) => Promise<number>;
  /** Registers, follows the confirmation link from the received mail; returns the confirmation answer. */
  registerAndConfirm: (username: string, email: string, password?: string) => Promise<void>;
  signIn: (username: string, password?: string, token?: string) => Promise<{ status: number; body: Record<string, unknown> }>;
};

/** A real server with a real SMTP listener, trivial captcha proof of work and generous rate limits. */
export async function startAccountServer(
  options: { database?: Database; env?: Record<string, string> } = {},
): Promise<AccountTestServer> {
  const smtp = await startSmtpListener();
  const clock = movableClock();
  const t = await startTestServer({
    database: options.database,
    clock,
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://earshot.test', RATE_LIMIT_SCALE: '100', ...EASY_CAPTCHA_ENV, ...options.env },
  });
  const call = async (route: string, init: { method?: string; body?: unknown; token?: string }) => {
    const res = await t.api(route, init);
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  const post = (route: string, body: unknown, token?: string) => call(route, { method: 'POST', body, token });
  const get = (route: string, token?: string) => call(route, { token });
  const captcha = () => solveCaptcha(t.url);
  const signIn = async (username: string, password = TEST_PASSWORD, token?: string) => {
    const res = await post('/api/account/authenticate', { username, password, ...(token ? { token } : {}) });
    return { status: res.status, body: res.body as Record<string, unknown> };
  };
  return {
    ...t,
    smtp,
    clock,
    captcha,
    post,
    get,
    signIn,
    rows: async (table) => Number((await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0),
    registerAndConfirm: async (username, email, password = TEST_PASSWORD) => {
      const res = await post('/api/account/register', { username, email, password, token: await captcha() });
      if (res.status !== 200) throw new Error(`register ${username}: ${res.status} ${JSON.stringify(res.body)}`);
      const { code } = linkIn(await smtp.nextMail(email), 'confirmaccount');
      const confirmed = await get(`/api/account/confirmAccount?WelcomeCode=${code}`);
      if (confirmed.body !== true) throw new Error(`confirm ${username}: ${JSON.stringify(confirmed.body)}`);
    },
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
