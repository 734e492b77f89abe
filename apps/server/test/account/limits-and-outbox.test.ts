import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@earshot/shared/texts';
import { mailOutbox, users } from '../../src/db/schema.ts';
import { RATE_LIMITS } from '../../src/http/account/rate-limit.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { startAccountServer, type AccountTestServer } from './account-test-server.ts';
import { EASY_CAPTCHA_ENV, solveCaptcha } from './captcha-solver.ts';

describe('rate limits', () => {
  let t: AccountTestServer;
  beforeAll(async () => {
    t = await startAccountServer({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(() => t?.close());

  /** Calls until the first 429; answers how many got through. */
  async function untilLimited(call: () => Promise<{ status: number; body: unknown }>, max: number) {
    for (let i = 0; i <= max; i++) {
      const res = await call();
      if (res.status === 429) {
        expect(res.body).toEqual({ message: TEXTS.tooManyRequests });
        return i;
      }
    }
    throw new Error('never limited');
  }

  it('limits sign-in, register, forgot password, requests and challenges per address with 429 { message }', async () => {
    const signIn = () => t.post('/api/account/authenticate', { username: '', password: '' });
    expect(await untilLimited(signIn, RATE_LIMITS.authenticate.max)).toBe(RATE_LIMITS.authenticate.max);
    const register = () => t.post('/api/account/register', {});
    expect(await untilLimited(register, RATE_LIMITS.register.max)).toBe(RATE_LIMITS.register.max);
    const forgot = () => t.post('/api/account/forgotpassword', {});
    expect(await untilLimited(forgot, RATE_LIMITS.forgotPassword.max)).toBe(RATE_LIMITS.forgotPassword.max);
    const request = () => t.post('/api/room/SubmitRequest', {});
    expect(await untilLimited(request, RATE_LIMITS.submitRequest.max)).toBe(RATE_LIMITS.submitRequest.max);
    const challenge = () => t.get('/api/captcha/challenge');
    expect(await untilLimited(challenge, RATE_LIMITS.captchaChallenge.max)).toBe(RATE_LIMITS.captchaChallenge.max);
    // Another address is not limited.
    const other = await t.api('/api/account/authenticate', { method: 'POST', headers: { 'x-forwarded-for': '10.9.9.9' }, body: { username: '', password: '' } });
    expect(other.status).toBe(400);
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { ...EASY_CAPTCHA_ENV } });
  });
  afterAll(() => t?.close());

  it('keeps the mail, link included, in mail_outbox (and the log), and registers anyway', async () => {
    const res = await t.api('/api/account/register', {
      method: 'POST',
      body: { username: 'Hank', email: 'hank@example.test', password: 'Secret123', token: await solveCaptcha(t.url) },
    });
    expect(res.status).toBe(200);
    let rows: Array<typeof mailOutbox.$inferSelect> = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = await t.database.db.select().from(mailOutbox);
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: 'hank@example.test', subject: TEXTS.confirmMailSubject, sentAt: null });
    expect(rows[0]!.text).toMatch(/http:\/\/localhost:0\/confirmaccount\/[\w-]+/);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('writes each mail, link included, to the log at info level', async () => {
    const lines: Array<{ obj: unknown; msg: string }> = [];
    const log = { info: (obj: unknown, msg: string) => lines.push({ obj, msg }) } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ db: t.database.db, log, from: 'Earshot <no-reply@earshot.test>' });
    await mailer.send({ to: 'jo@example.test', subject: 'Hi', text: 'Open http://earshot.test/confirmaccount/abc' });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0]!.obj)).toContain('http://earshot.test/confirmaccount/abc');
  });
});

describe('mail failure', () => {
  let t: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 9: sending fails.
    t = await startTestServer({ env: { ...EASY_CAPTCHA_ENV, SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => t?.close());

  it('still registers; the mail stays unsent in the outbox', async () => {
    const res = await t.api('/api/account/register', {
      method: 'POST',
      body: { username: 'Ivy', email: 'ivy@example.test', password: 'Secret123', token: await solveCaptcha(t.url) },
    });
    expect(await res.json()).toEqual({ success: true, message: TEXTS.registerSuccess });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await t.database.db.select().from(mailOutbox);
    expect(rows).toMatchObject([{ to: 'ivy@example.test', sentAt: null }]);
  });
});
