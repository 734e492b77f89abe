import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_TOKEN_INFO } from '@earshot/shared/constants';
import { clearTokenInfo, currentToken, decodeTokenPayload, readTokenInfo } from './auth.ts';

/** A JWT-shaped token (the signature is not checked by the browser). */
const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

function stubLocalStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  return items;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('decodeTokenPayload', () => {
  it.each<[string, string, object | null]>([
    ['reads the claims', jwt({ name: 'alice', admin: true }), { name: 'alice', admin: true }],
    ['decodes base64url and UTF-8', jwt({ name: 'Zoë?>~' }), { name: 'Zoë?>~' }],
    ['not a JWT', 'opaque', null],
    ['a payload that is not JSON', 'a.!!!.c', null],
    ['a payload that is not an object', `a.${Buffer.from('42').toString('base64url')}.c`, null],
  ])('%s', (_name, token, claims) => {
    expect(decodeTokenPayload(token)).toEqual(claims);
  });
});

describe('readTokenInfo — SPEC §9 "Stored login valid until its expires time"', () => {
  const info = (expires: string) => ({ token: jwt({ name: 'alice' }), expires, isAdmin: false });

  it.each<[string, string | undefined, boolean]>([
    ['an unexpired login is read', JSON.stringify(info('2999-01-01T00:00:00Z')), true],
    ['an expired login is not', JSON.stringify(info('2000-01-01T00:00:00Z')), false],
    ['an unreadable expiry is not', JSON.stringify(info('soon')), false],
    ['a malformed entry is not', '{"token":1}', false],
    ['nothing stored', undefined, false],
  ])('%s', (_name, raw, valid) => {
    stubLocalStorage(raw === undefined ? {} : { [STORAGE_TOKEN_INFO]: raw });
    expect(readTokenInfo()).toEqual(valid ? JSON.parse(raw!) : null);
    expect(currentToken()).toBe(valid ? info('').token : null);
  });

  it('clearTokenInfo forgets the stored login', () => {
    const items = stubLocalStorage({ [STORAGE_TOKEN_INFO]: JSON.stringify(info('2999-01-01T00:00:00Z')) });
    clearTokenInfo();
    expect(items.has(STORAGE_TOKEN_INFO)).toBe(false);
  });
});
