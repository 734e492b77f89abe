import type { TokenInfo } from '@earshot/shared/api/public';
import { STORAGE_TOKEN_INFO, XSRF_COOKIE, XSRF_HEADER } from '@earshot/shared/constants';
import { TEXTS } from '@earshot/shared/texts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiGet, apiPost } from '../apps/web/src/lib/api-client.ts';
import { readTokenInfo, writeTokenInfo } from '../apps/web/src/lib/auth.ts';
import { ADMIN, addAdmin } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/**
 * The web client's REST layer against the real server, in Node: the browser's storage, cookie and
 * relative fetch are stood in for by the smallest possible shims (SPEC §6).
 */
describe('api client and stored login (SPEC §6)', () => {
  let server: TestServer;
  const store = new Map<string, string>();
  const sent: Array<{ url: string; method: string; headers: Headers }> = [];
  let cookie = '';

  beforeAll(async () => {
    server = await startServer({ prepare: async (db) => void (await addAdmin(db)) });
    const realFetch = globalThis.fetch;
    Object.assign(globalThis, {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
      document: {
        get cookie() {
          return cookie;
        },
      },
      window: { addEventListener: () => {}, removeEventListener: () => {} },
      fetch: async (url: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        if (cookie) headers.set('Cookie', cookie);
        sent.push({ url, method: init.method ?? 'GET', headers });
        const response = await realFetch(`${server.url}${url}`, { ...init, headers });
        const setCookie = response.headers.get('set-cookie')?.match(new RegExp(`${XSRF_COOKIE}=([^;]+)`));
        if (setCookie) cookie = `${XSRF_COOKIE}=${setCookie[1]}`;
        return response;
      },
    });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    store.clear();
    sent.length = 0;
  });

  const login = async (): Promise<TokenInfo> => {
    await apiGet('/api/room/GetPlayerCount'); // a safe request hands out the XSRF cookie
    const answer = await apiPost<TokenInfo & { success: boolean }>('/api/account/authenticate', {
      username: ADMIN.name,
      password: ADMIN.password,
    });
    return { token: answer.token, expires: answer.expires, isAdmin: answer.isAdmin };
  };

  it('echoes the XSRF cookie on POST and sends the bearer token of an unexpired login on every request', async () => {
    const info = await login();
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.headers.get(XSRF_HEADER)).toBe(decodeURIComponent(cookie.split('=')[1] ?? ''));
    expect(sent[0]?.headers.get(XSRF_HEADER)).toBeNull(); // not on GET

    writeTokenInfo(info);
    expect(readTokenInfo()).toEqual(info);
    await apiGet('/api/admin/GetErrorLog');
    expect(sent.at(-1)?.headers.get('Authorization')).toBe(`Bearer ${info.token}`);
  });

  it('sends no token once the stored login has expired', async () => {
    const info = await login();
    store.set(STORAGE_TOKEN_INFO, JSON.stringify({ ...info, expires: new Date(Date.now() - 1000).toISOString() }));
    expect(readTokenInfo()).toBeNull();
    await expect(apiGet('/api/admin/GetErrorLog')).rejects.toMatchObject({ status: 401 });
    expect(sent.at(-1)?.headers.get('Authorization')).toBeNull();
  });

  it('clears the stored login on a 401 and throws the body message', async () => {
    const info = await login();
    writeTokenInfo({ ...info, token: `${info.token.slice(0, -4)}AAAA` }); // bad signature, unexpired
    const error = await apiGet('/api/admin/GetErrorLog').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toMatch(/./);
    expect(store.has(STORAGE_TOKEN_INFO)).toBe(false);
  });

  it('throws the server message of a failed sign-in, with its body', async () => {
    await apiGet('/api/room/GetPlayerCount');
    const error = (await apiPost('/api/account/authenticate', { username: ADMIN.name, password: 'Nope12345' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(401);
    expect(error.message).toBe(TEXTS.loginFailed);
    expect(error.body).toMatchObject({ success: false, captchaRequired: false });
  });
});
