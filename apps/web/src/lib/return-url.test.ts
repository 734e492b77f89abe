import { describe, expect, it } from 'vitest';
import { loginUrl, safeReturnUrl } from './return-url.ts';

describe('safeReturnUrl — only paths on this site', () => {
  it.each(['/', '/admin', '/room/hits', '/profile/ann?tab=medals#top', '/a//b'])('follows %j', (value) => {
    expect(safeReturnUrl(value)).toBe(value);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['relative without a slash', 'admin'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a backslash', '/\\evil.com'],
    ['absolute https', 'https://evil.com/admin'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,hi'],
    ['leading space', ' /admin'],
    // The URL parser drops tabs and newlines: these become '//evil.com' once navigated to.
    ['a tab between the slashes', '/\t/evil.com'],
    ['a newline between the slashes', '/\n/evil.com'],
    ['a tab before a backslash', '/\t\\evil.com'],
    ['an invalid host after a tab', '/\t/%%'],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnUrl(value)).toBe('/');
    expect(safeReturnUrl(value, '/home')).toBe('/home');
  });
});

describe('loginUrl', () => {
  it.each([
    ['/admin', '/login?returnUrl=/admin'],
    ['/room/hits?x=1&y=2', '/login?returnUrl=/room/hits%3Fx%3D1%26y%3D2'],
  ])('%s → %s, and reads back unchanged', (path, url) => {
    expect(loginUrl(path)).toBe(url);
    expect(new URL(url, 'https://earshot.test').searchParams.get('returnUrl')).toBe(path);
  });
});
