import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_LOGINS_BEFORE_CAPTCHA } from '@earshot/shared/constants';
import { TEXTS } from '@earshot/shared/texts';
import { users } from '../../src/db/schema.ts';
import { LOGIN_FAILURE_WINDOW_MS } from '../../src/http/account/login-failures.ts';
import { databaseKinds } from '../helpers/db.ts';
import { TEST_PASSWORD } from '../helpers/fixtures.ts';
import { startAccountServer, type AccountTestServer } from './account-test-server.ts';

describe.each(databaseKinds())('sign-in captcha after failures ($kind)', ({ create }) => {
  let t: AccountTestServer;
  beforeAll(async () => {
    t = await startAccountServer({ database: await create() });
    await t.registerAndConfirm('Dora', 'dora@example.test');
    await t.registerAndConfirm('Eddie', 'eddie@example.test');
  });
  afterAll(() => t?.close());

  /** Each test signs in from its own address (the server trusts X-Forwarded-For from its proxy). */
  const from = (ip: string) => ({
    signIn: async (username: string, password = TEST_PASSWORD, token?: string) => {
      const res = await t.api('/api/account/authenticate', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip },
        body: { username, password, ...(token ? { token } : {}) },
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
  });

  it(`asks for a captcha after ${FAILED_LOGINS_BEFORE_CAPTCHA} failures for an account, and needs a fresh one each time`, async () => {
    const a = from('10.0.0.1');
    for (let i = 1; i <= FAILED_LOGINS_BEFORE_CAPTCHA; i++) {
      const res = await a.signIn('dora', 'Wrong1234');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: TEXTS.loginFailed, captchaRequired: i >= FAILED_LOGINS_BEFORE_CAPTCHA });
    }
    // The right password without a captcha is refused before the password is checked.
    expect(await a.signIn('dora')).toMatchObject({ status: 400, body: { success: false, captchaRequired: true, message: TEXTS.captchaRequired } });
    // From another address the account still needs it.
    const b = from('10.0.0.2');
    expect(await b.signIn('DORA@example.test')).toMatchObject({ status: 400, body: { captchaRequired: true } });
    expect(await b.signIn('dora', TEST_PASSWORD, 'bm90IGEgY2FwdGNoYQ==')).toMatchObject({
      status: 400,
      body: { captchaRequired: true, message: TEXTS.captchaFailed },
    });

    // A wrong password with a valid captcha still fails, and that captcha is used up.
    const token = await t.captcha();
    expect(await a.signIn('dora', 'Wrong1234', token)).toMatchObject({ status: 401, body: { captchaRequired: true, message: TEXTS.loginFailed } });
    expect(await a.signIn('dora', TEST_PASSWORD, token)).toMatchObject({ status: 400, body: { message: TEXTS.captchaFailed } });

    const ok = await a.signIn('dora', TEST_PASSWORD, await t.captcha());
    expect(ok).toMatchObject({ status: 200, body: { success: true, captchaRequired: false } });
    expect(typeof ok.body.token).toBe('string');
    // Success clears the account's count: from a fresh address no captcha is needed.
    expect(await from('10.0.0.3').signIn('dora')).toMatchObject({ status: 200, body: { success: true } });
  });

  it('asks for a captcha after failures from one address, whatever the names, and not from other addresses', async () => {
    const c = from('10.0.1.1');
    expect((await c.signIn('nobody1', 'x')).body).toMatchObject({ captchaRequired: false });
    expect((await c.signIn('nobody2', 'x')).body).toMatchObject({ captchaRequired: false });
    expect((await c.signIn('eddie', 'x')).body).toMatchObject({ captchaRequired: true });
    expect(await c.signIn('eddie')).toMatchObject({ status: 400, body: { captchaRequired: true } });
    expect(await from('10.0.1.2').signIn('eddie')).toMatchObject({ status: 200, body: { success: true } });
    expect(await c.signIn('eddie', TEST_PASSWORD, await t.captcha())).toMatchObject({ status: 200 });
    // The address's count stays after a success: one good account must not unlock guessing others.
    expect(await c.signIn('eddie')).toMatchObject({ status: 400, body: { captchaRequired: true } });
  });

  it('forgets failures after the window', async () => {
    const d = from('10.0.2.1');
    for (let i = 0; i < FAILED_LOGINS_BEFORE_CAPTCHA; i++) await d.signIn('ghost', 'x');
    expect(await d.signIn('ghost', 'x')).toMatchObject({ status: 400, body: { captchaRequired: true } });
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    expect(await d.signIn('ghost', 'x')).toMatchObject({ status: 401, body: { captchaRequired: false, message: TEXTS.loginFailed } });
  });

  it('gives the same answer for an unknown name and a wrong password', async () => {
    const unknown = await from('10.0.3.1').signIn('nobody-at-all', 'Wrong1234');
    const wrong = await from('10.0.3.2').signIn('eddie', 'Wrong1234');
    expect(unknown).toEqual(wrong);
  });

  it('records the last logon', async () => {
    const [before] = await t.database.db.select({ lastLogon: users.lastLogon }).from(users).where(eq(users.username, 'Eddie'));
    t.clock.advance(60_000);
    expect((await from('10.0.4.1').signIn('eddie')).status).toBe(200);
    const [after] = await t.database.db.select({ lastLogon: users.lastLogon }).from(users).where(eq(users.username, 'Eddie'));
    expect(after!.lastLogon!.getTime()).toBeGreaterThan(before!.lastLogon!.getTime());
  });
});
