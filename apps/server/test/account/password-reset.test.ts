import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_CODE_LIFETIME_MS } from '@earshot/shared/constants';
import { TEXTS } from '@earshot/shared/texts';
import { users } from '../../src/db/schema.ts';
import { databaseKinds } from '../helpers/db.ts';
import { TEST_PASSWORD } from '../helpers/fixtures.ts';
import { startAccountServer, type AccountTestServer } from './account-test-server.ts';
import { linkIn } from './smtp-listener.ts';

const NEW_PASSWORD = 'Brand-new-2';

describe.each(databaseKinds())('forgot, reset and change password ($kind)', ({ create }) => {
  let t: AccountTestServer;
  beforeAll(async () => {
    t = await startAccountServer({ database: await create() });
    await t.registerAndConfirm('Frank', 'frank@example.test');
  });
  afterAll(() => t?.close());

  const forgot = async (username: string) => t.post('/api/account/forgotpassword', { username, token: await t.captcha() });
  const reset = (username: string, resetCode: string, newPassword = NEW_PASSWORD) =>
    t.post('/api/account/changePassword', { token: '', username, newPassword, resetCode });
  const resetCodeFor = async (email: string) => linkIn(await t.smtp.nextMail(email), 'forgotpassword');

  it('mails a reset link; the code sets a new password once and ends existing sessions', async () => {
    const sessionBefore = (await t.signIn('frank', TEST_PASSWORD)).body.token as string;
    expect(await forgot('frank')).toEqual({ status: 200, body: { success: true, message: TEXTS.forgotPasswordSuccess } });
    const mail = await t.smtp.nextMail('frank@example.test');
    expect(mail.subject).toBe(TEXTS.resetMailSubject);
    const { url, code } = linkIn(mail, 'forgotpassword');
    expect(url).toBe(`http://earshot.test/forgotpassword/${code}`);

    expect(await reset('frank', code, 'weak')).toEqual({ status: 400, body: { message: TEXTS.passwordRule } });
    expect(await reset('someone-else', code)).toEqual({ status: 200, body: false });
    expect(await reset('FRANK@example.test', code)).toEqual({ status: 200, body: true });
    expect(await reset('frank', code, 'Another-one-3')).toEqual({ status: 200, body: false }); // used
    // Whoever held a session from before the reset (perhaps whoever took the account) is signed out.
    expect((await t.post('/api/account/userChangePassword', { newPassword: 'Taken-over-1' }, sessionBefore)).status).toBe(401);

    expect((await t.signIn('frank', TEST_PASSWORD)).status).toBe(401);
    expect(await t.signIn('frank', NEW_PASSWORD)).toMatchObject({ status: 200, body: { success: true } });
  });

  it('refuses a code after its hour', async () => {
    await forgot('frank@example.test');
    const { code } = await resetCodeFor('frank@example.test');
    t.clock.advance(RESET_CODE_LIFETIME_MS + 1000);
    expect(await reset('frank', code, 'Too-late-44')).toEqual({ status: 200, body: false });
    expect((await t.signIn('frank', NEW_PASSWORD)).status).toBe(200);
  });

  it('only the newest code works', async () => {
    await forgot('frank');
    const first = await resetCodeFor('frank@example.test');
    await forgot('frank');
    const second = await resetCodeFor('frank@example.test');
    expect(first.code).not.toBe(second.code);
    expect(await reset('frank', first.code)).toEqual({ status: 200, body: false });
    expect(await reset('frank', second.code)).toEqual({ status: 200, body: true });
  });

  it('gives no hint whether an account exists', async () => {
    const known = await forgot('frank');
    const unknown = await forgot('nobody@example.test');
    expect(unknown).toEqual(known);
    await resetCodeFor('frank@example.test');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.mails.filter((m) => m.to.includes('nobody@example.test'))).toHaveLength(0);
  });

  it('needs the captcha and the username', async () => {
    expect(await t.post('/api/account/forgotpassword', { username: 'frank' })).toEqual({ status: 400, body: { message: TEXTS.captchaRequired } });
    expect(await t.post('/api/account/forgotpassword', { username: 'frank', token: 'eyJ9' })).toEqual({
      status: 400,
      body: { message: TEXTS.captchaFailed },
    });
    expect(await t.post('/api/account/forgotpassword', { username: '', token: await t.captcha() })).toEqual({
      status: 400,
      body: { message: TEXTS.usernameOrEmailRequired },
    });
    expect(await reset('frank', '')).toEqual({ status: 400, body: { message: TEXTS.passwordChangeFailed } });
  });

  it('resetting also confirms an account whose confirmation mail was lost', async () => {
    const res = await t.post('/api/account/register', { username: 'Gina', email: 'gina@example.test', password: TEST_PASSWORD, token: await t.captcha() });
    expect(res.status).toBe(200);
    await t.smtp.nextMail('gina@example.test'); // the lost confirmation
    expect((await t.signIn('gina')).body).toMatchObject({ message: TEXTS.loginUnconfirmed });
    await forgot('gina');
    const { code } = await resetCodeFor('gina@example.test');
    expect(await reset('gina', code)).toEqual({ status: 200, body: true });
    expect(await t.signIn('gina', NEW_PASSWORD)).toMatchObject({ status: 200, body: { success: true } });
    const [gina] = await t.database.db.select().from(users).where(eq(users.username, 'Gina'));
    expect(gina).toMatchObject({ confirmed: true, welcomeCode: null, resetCode: null });
  });

  it('lets a signed-in player change their password; without a token it is 401', async () => {
    expect(await t.post('/api/account/userChangePassword', { newPassword: 'Changed-pw-5' })).toEqual({
      status: 401,
      body: { message: 'You need to sign in' },
    });
    expect((await t.post('/api/account/userChangePassword', { newPassword: 'Changed-pw-5' }, 'not.a.token')).status).toBe(401);
    const { body } = await t.signIn('frank', NEW_PASSWORD);
    const token = body.token as string;
    expect(await t.post('/api/account/userChangePassword', { newPassword: 'weak' }, token)).toEqual({
      status: 400,
      body: { message: TEXTS.passwordRule },
    });
    expect(await t.post('/api/account/userChangePassword', { newPassword: 'Changed-pw-5' }, token)).toEqual({ status: 200, body: true });
    expect((await t.signIn('frank', NEW_PASSWORD)).status).toBe(401);
    expect((await t.signIn('frank', 'Changed-pw-5', await t.captcha())).status).toBe(200);
  });
});
