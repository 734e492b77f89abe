import type { Page } from 'playwright-core';
import type { TokenInfo } from '@earshot/shared/api/public';
import { STORAGE_TOKEN_INFO } from '@earshot/shared/constants';
import { TEXTS, profileMenuText } from '@earshot/shared/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, screenshot, useBrowser } from './helpers/browser.ts';
import { ADMIN, addAdmin } from './helpers/fixtures.ts';
import { expectNoHorizontalOverflow, hidden, pathOf, visible } from './helpers/page-checks.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const storedLogin = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_TOKEN_INFO);

describe('sign-in and the stored login (SPEC §6)', () => {
  const browser = useBrowser();
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ prepare: async (db) => void (await addAdmin(db)) });
  });
  afterAll(() => server?.close());

  it('sends a signed-out visitor from /admin to /login with a returnUrl', async () => {
    const page = await browser.newPage(server.url, DESKTOP);
    await page.goto('/admin');
    await page.waitForURL('**/login?returnUrl=/admin');
    expect(pathOf(page)).toBe('/login?returnUrl=/admin');
    await visible(page.getByRole('heading', { name: TEXTS.login, level: 1 }));
  });

  it('validates the form, shows the server message, then signs an admin in and back out', async () => {
    // A refused sign-in is a 401; the browser logs that line itself.
    const page = await browser.newPage(server.url, DESKTOP, { allowErrors: /401 .*\/api\/account\/authenticate/ });
    await page.goto('/login?returnUrl=/admin');
    const form = page.locator('form');

    await form.getByRole('button', { name: TEXTS.login }).click();
    await visible(page.getByText(TEXTS.usernameOrEmailRequired));
    await visible(page.getByText(TEXTS.passwordRequired));

    await page.getByLabel(TEXTS.usernameOrEmail).fill(ADMIN.name);
    await page.getByLabel(TEXTS.password, { exact: false }).first().fill('WrongPassw0rd');
    await form.getByRole('button', { name: TEXTS.login }).click();
    await visible(page.getByText(TEXTS.loginFailed));
    expect(await storedLogin(page)).toBeNull();
    await screenshot(page, 'login-failed-desktop');

    await page.getByLabel(TEXTS.password, { exact: false }).first().fill(ADMIN.password);
    await form.getByRole('button', { name: TEXTS.login }).click();
    await page.waitForURL('**/admin');
    await visible(page.getByRole('heading', { name: TEXTS.admin, level: 1 }));

    const info = JSON.parse((await storedLogin(page)) ?? 'null') as TokenInfo | null;
    expect(info?.isAdmin).toBe(true);
    expect(info?.token.split('.')).toHaveLength(3);
    expect(Date.parse(info?.expires ?? '')).toBeGreaterThan(Date.now());

    const nav = page.getByRole('navigation', { name: TEXTS.menu });
    await visible(nav.getByRole('link', { name: TEXTS.admin }));
    expect(await nav.getByRole('link', { name: TEXTS.login }).count()).toBe(0);

    await page.getByRole('button', { name: TEXTS.accountMenu }).click();
    await visible(page.getByRole('menuitem', { name: profileMenuText(ADMIN.name) }));
    await visible(page.getByRole('menuitem', { name: TEXTS.changePassword }));
    await screenshot(page, 'account-menu-desktop', { fullPage: false });
    await page.getByRole('menuitem', { name: profileMenuText(ADMIN.name) }).click();
    await page.waitForURL(`**/profile/${ADMIN.name}`);
    await visible(page.getByRole('heading', { name: ADMIN.name, level: 1 }));
    // Own profile: Change Password and Logout.
    await visible(page.getByRole('main').getByRole('link', { name: TEXTS.changePassword }));
    await page.getByRole('main').getByRole('button', { name: TEXTS.logout }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await visible(page.getByRole('link', { name: TEXTS.login }).first());
    await hidden(nav.getByRole('link', { name: TEXTS.admin }));
    expect(await storedLogin(page)).toBeNull();
  });

  it('treats an expired stored login as signed out', async () => {
    const page = await browser.newPage(server.url, DESKTOP);
    const expired: TokenInfo = { token: 'a.eyJuYW1lIjoiQm9zcyIsImFkbWluIjp0cnVlfQ.c', expires: '2001-01-01T00:00:00Z', isAdmin: true };
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: STORAGE_TOKEN_INFO, value: JSON.stringify(expired) });
    await page.goto('/admin');
    await page.waitForURL('**/login?returnUrl=/admin');
    expect(await page.getByRole('link', { name: TEXTS.admin }).count()).toBe(0);
  });

  it('signs in at 400px', async () => {
    const page = await browser.newPage(server.url, MOBILE);
    await page.goto('/login');
    await page.getByLabel(TEXTS.usernameOrEmail).fill(ADMIN.name.toLowerCase());
    await page.getByLabel(TEXTS.password, { exact: false }).first().fill(ADMIN.password);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'login-mobile');
    await page.locator('form').getByRole('button', { name: TEXTS.login }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await visible(page.getByRole('button', { name: TEXTS.accountMenu }));
    await page.getByRole('button', { name: TEXTS.menu }).click();
    await visible(page.getByRole('navigation', { name: TEXTS.menu }).getByRole('link', { name: TEXTS.admin }));
    await screenshot(page, 'side-menu-admin-mobile', { fullPage: false });
  });
});
