import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@earshot/shared/texts';
import type { Clock } from '../../src/clock.ts';
import { systemClock } from '../../src/clock.ts';
import { errorLog, users } from '../../src/db/schema.ts';
import { GENERIC_ERROR } from '../../src/http/error-handler.ts';
import { aUser, TEST_PASSWORD } from '../helpers/fixtures.ts';
import { json, startTestServer, type TestServer } from '../helpers/server.ts';

/** A clock the test can move forward, to expire tokens. */
const movableClock = () => {
  let offset = 0;
  const clock: Clock & { advance: (ms: number) => void } = {
    now: () => systemClock.now() + offset,
    setTimeout: systemClock.setTimeout,
    advance: (ms) => (offset += ms),
  };
  return clock;
};

describe('sign-in core, CSRF and error handling', () => {
  let t: TestServer;
  const clock = movableClock();

  beforeAll(async () => {
    t = await startTestServer({
      clock,
      env: { JWT_LIFETIME_HOURS: '1' },
      extend: (server) => {
        server.app.get('/api/room/Explode', async () => {
          throw new Error('boom', { cause: new Error('inner cause') });
        });
      },
    });
    await aUser(t.database.db, { username: 'Player', email: 'player@example.test' });
    await aUser(t.database.db, { username: 'Boss', isAdmin: true });
    await aUser(t.database.db, { username: 'Pending', confirmed: false });
  });
  afterAll(() => t.close());

  const signIn = (username: string, password = TEST_PASSWORD) =>
    t.api('/api/account/authenticate', { method: 'POST', body: { username, password } });

  it('signs in by username or e-mail and returns a stored login', async () => {
    for (const name of ['player', 'PLAYER@example.test']) {
      const res = await signIn(name);
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body).toMatchObject({ success: true, captchaRequired: false, isAdmin: false });
      expect(body.token.split('.')).toHaveLength(3);
      expect(new Date(body.expires).getTime()).toBeGreaterThan(Date.now());
      const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
      expect(payload.name).toBe('Player');
    }
  });

  it('refuses a wrong password or an unconfirmed account without a token', async () => {
    const wrong = await signIn('player', 'Wrong1234');
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toMatchObject({ success: false, token: null, message: 'Incorrect username or password' });
    const unknown = await signIn('ghost');
    expect((await json(unknown)).message).toBe('Incorrect username or password');
    const pending = await signIn('pending');
    expect((await json(pending)).message).toMatch(/confirm/i);
  });

  it('validates the sign-in body with the specification texts', async () => {
    const noName = await t.api('/api/account/authenticate', { method: 'POST', body: { username: '', password: 'x' } });
    expect(noName.status).toBe(400);
    expect(await json(noName)).toEqual({ message: TEXTS.usernameOrEmailRequired });
    const noPassword = await t.api('/api/account/authenticate', { method: 'POST', body: { username: 'a', password: '' } });
    expect(await json(noPassword)).toEqual({ message: TEXTS.passwordRequired });
    const wrongType = await t.api('/api/account/authenticate', { method: 'POST', body: { username: 5, password: [] } });
    expect(wrongType.status).toBe(400);
    const tooLong = await t.api('/api/account/authenticate', { method: 'POST', body: { username: 'a'.repeat(70_000), password: 'x' } });
    expect([400, 413]).toContain(tooLong.status);
    expect(await json(tooLong)).toHaveProperty('message');
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.api('/api/account/authenticate', { method: 'POST', body: '{"username":' });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/JSON/);
  });

  it('requires the XSRF header on unsafe requests', async () => {
    const res = await fetch(`${t.url}/api/account/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=abc' },
      body: JSON.stringify({ username: 'player', password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect((await json(res)).message).toMatch(/XSRF/);
    const mismatched = await fetch(`${t.url}/api/account/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
      body: JSON.stringify({ username: 'player', password: TEST_PASSWORD }),
    });
    expect(mismatched.status).toBe(403);
  });

  it('guards admin routes: 401 without or with a bad token, 403 for players, 200 for admins', async () => {
    expect((await t.api('/api/admin/GetErrorLog')).status).toBe(401);
    expect((await t.api('/api/admin/GetErrorLog', { token: 'not.a.token' })).status).toBe(401);
    const player = (await json(signIn('player'))).token;
    const forbidden = await t.api('/api/admin/GetErrorLog', { token: player });
    expect(forbidden.status).toBe(403);
    expect(await json(forbidden)).toEqual({ message: 'Admins only' });
    const admin = (await json(signIn('boss'))).token;
    expect((await t.api('/api/ADMIN/geterrorlog', { token: admin })).status).toBe(200);
  });

  it('records unhandled errors in the error log and answers a generic 500', async () => {
    const res = await t.api('/api/room/Explode?x=1');
    expect(res.status).toBe(500);
    expect(await json(res)).toEqual({ message: GENERIC_ERROR });
    const admin = (await json(signIn('boss'))).token;
    const log = await json(t.api('/api/admin/GetErrorLog', { token: admin }));
    expect(log[0]).toMatchObject({ path: '/api/room/Explode?x=1', exception: { message: 'boom' }, innerException: { message: 'inner cause' } });
    const [rows] = await t.database.db.select({ n: count() }).from(errorLog);
    expect(rows?.n).toBe(1);
  });

  it('treats an expired token as 401', async () => {
    const admin = (await json(signIn('boss'))).token;
    clock.advance(2 * 60 * 60 * 1000);
    const res = await t.api('/api/admin/GetErrorLog', { token: admin });
    expect(res.status).toBe(401);
    expect((await json(res)).message).toMatch(/expired/);
    clock.advance(-2 * 60 * 60 * 1000);
  });

  it('takes the admin flag from the account, so a demotion or deletion applies to existing tokens', async () => {
    const db = t.database.db;
    await aUser(db, { username: 'Deputy', isAdmin: true });
    const token = (await json(signIn('deputy'))).token;
    expect((await t.api('/api/admin/GetErrorLog', { token })).status).toBe(200);
    await db.update(users).set({ isAdmin: false }).where(eq(users.username, 'Deputy'));
    expect((await t.api('/api/admin/GetErrorLog', { token })).status).toBe(403);
    await db.delete(users).where(eq(users.username, 'Deputy'));
    expect((await t.api('/api/admin/GetErrorLog', { token })).status).toBe(401);
  });

  it('changes nothing on refused requests', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(users);
    await t.api('/api/account/authenticate', { method: 'POST', body: { username: '', password: '' } });
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });
});
