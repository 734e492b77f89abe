import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_RULE_TEXT } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import { mailOutbox, playerStats, usedCaptchas, users } from '../../src/db/schema.ts';
import { databaseKinds } from '../helpers/db.ts';
import { TEST_PASSWORD } from '../helpers/fixtures.ts';
import { startAccountServer, type AccountTestServer } from './account-test-server.ts';
import { linkIn } from './smtp-listener.ts';

describe.each(databaseKinds())('register and confirm ($kind)', ({ create }) => {
  let t: AccountTestServer;
  beforeAll(async () => {
    t = await startAccountServer({ database: await create() });
  });
  afterAll(() => t?.close());

  const register = async (fields: Record<string, unknown>) =>
    t.post('/api/account/register', { username: 'Alice', email: 'alice@example.test', password: TEST_PASSWORD, token: await t.captcha(), ...fields });

  it('registers, mails a confirmation link, confirms once, then signs in and records the logon', async () => {
    const res = await register({});
    expect(res).toEqual({ status: 200, body: { success: true, message: TEXTS.registerSuccess } });

    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'Alice'));
    expect(user).toMatchObject({ email: 'alice@example.test', confirmed: false, isAdmin: false, lastLogon: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.database.db.select().from(playerStats).where(eq(playerStats.userId, user!.id))).toHaveLength(1);

    const unconfirmed = await t.signIn('alice');
    expect(unconfirmed.status).toBe(401);
    expect(unconfirmed.body).toMatchObject({ success: false, token: null, message: TEXTS.loginUnconfirmed });

    const mail = await t.smtp.nextMail('alice@example.test');
    expect(mail.subject).toBe(TEXTS.confirmMailSubject);
    const link = linkIn(mail, 'confirmaccount');
    expect(link.url).toBe(`http://earshot.test/confirmaccount/${link.code}`);
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{22,}$/); // ≥ 128 random bits, base64url
    expect(user!.welcomeCode).not.toBe(link.code); // stored hashed

    expect(await t.get(`/api/account/confirmAccount?WelcomeCode=${link.code}`)).toEqual({ status: 200, body: true });
    expect(await t.get(`/api/account/confirmAccount?WelcomeCode=${link.code}`)).toEqual({ status: 200, body: false });
    expect(await t.get('/api/account/confirmAccount?WelcomeCode=not-a-code')).toEqual({ status: 200, body: false });
    expect((await t.get('/api/account/confirmAccount')).status).toBe(400);

    const before = Date.now();
    const signedIn = await t.signIn('ALICE@example.test');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ success: true, captchaRequired: false, isAdmin: false });
    const [after] = await t.database.db.select().from(users).where(eq(users.username, 'Alice'));
    expect(after!.confirmed).toBe(true);
    expect(after!.lastLogon!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Sent mails stay in the outbox with their time of sending.
    const [kept] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'alice@example.test'));
    expect(kept).toMatchObject({ subject: TEXTS.confirmMailSubject });
    expect(kept!.sentAt).toBeInstanceOf(Date);
    expect(kept!.html).toContain(`<a href="${link.url}">`);
  });

  it('refuses a taken username or e-mail with 409, whatever the case', async () => {
    const name = await register({ username: 'aLiCe', email: 'other@example.test' });
    expect(name).toEqual({ status: 409, body: { message: TEXTS.usernameTaken } });
    const email = await register({ username: 'Alicia', email: 'ALICE@EXAMPLE.TEST' });
    expect(email).toEqual({ status: 409, body: { message: TEXTS.emailTaken } });
  });

  it('validates with the specification rules and writes nothing on bad input', async () => {
    const usersBefore = await t.rows(users);
    const statsBefore = await t.rows(playerStats);
    const mailsBefore = await t.rows(mailOutbox);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: '' }, TEXTS.usernameRequired],
      [{ email: '' }, TEXTS.emailRequired],
      [{ email: 'not-an-email' }, TEXTS.emailFormat],
      [{ email: `${'a'.repeat(250)}@example.test` }, TEXTS.emailFormat],
      [{ password: '' }, TEXTS.passwordRequired],
      [{ password: 'weakpassword' }, TEXTS.passwordRule],
      [{ password: 'Short1' }, TEXTS.passwordRule],
      [{ password: `Aa1${'x'.repeat(200)}` }, TEXTS.passwordRule],
      [{ username: 'B'.repeat(33) }, USERNAME_RULE_TEXT],
      [{ username: 'has space' }, USERNAME_RULE_TEXT],
      [{ token: '' }, TEXTS.captchaRequired],
    ];
    for (const [fields, message] of cases) {
      const res = await register({ username: 'Bob', email: 'bob@example.test', ...fields });
      expect(res, JSON.stringify(fields)).toEqual({ status: 400, body: { message } });
    }
    expect((await t.post('/api/account/register', { username: 'Bob' })).status).toBe(400);
    expect(await t.rows(users)).toBe(usersBefore);
    expect(await t.rows(playerStats)).toBe(statsBefore);
    expect(await t.rows(mailOutbox)).toBe(mailsBefore);
  });

  it('needs a solved captcha: missing, wrong, forged or replayed → 400, nothing written', async () => {
    const usersBefore = await t.rows(users);
    const body = { username: 'Carol', email: 'carol@example.test', password: TEST_PASSWORD };
    expect(await t.post('/api/account/register', body)).toEqual({ status: 400, body: { message: TEXTS.captchaRequired } });
    expect(await t.post('/api/account/register', { ...body, token: 'bm90IGEgY2FwdGNoYQ==' })).toEqual({
      status: 400,
      body: { message: TEXTS.captchaFailed },
    });

    const token = await t.captcha();
    const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as { solution: { derivedKey: string } };
    payload.solution.derivedKey = '00'.repeat(32);
    const wrong = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect(await t.post('/api/account/register', { ...body, token: wrong })).toEqual({ status: 400, body: { message: TEXTS.captchaFailed } });

    const forged = JSON.parse(Buffer.from(token, 'base64').toString()) as { challenge: { parameters: { cost: number } } };
    forged.challenge.parameters.cost = 2;
    const forgedToken = Buffer.from(JSON.stringify(forged)).toString('base64');
    expect(await t.post('/api/account/register', { ...body, token: forgedToken })).toEqual({ status: 400, body: { message: TEXTS.captchaFailed } });
    expect(await t.rows(users)).toBe(usersBefore);

    expect((await t.post('/api/account/register', { ...body, token })).status).toBe(200);
    expect(await t.rows(usedCaptchas)).toBeGreaterThan(0);
    const replay = await t.post('/api/account/register', { ...body, username: 'Carola', email: 'carola@example.test', token });
    expect(replay).toEqual({ status: 400, body: { message: TEXTS.captchaFailed } });
    expect(await t.rows(users)).toBe(usersBefore + 1);
  });

  it('serves challenges that are not cached', async () => {
    const res = await t.api('/api/captcha/challenge');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as { parameters: Record<string, unknown>; signature: string };
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});
