import { STORAGE_TOKEN_INFO } from '@earshot/shared/constants';
import { TEXTS } from '@earshot/shared/texts';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { playerStats, users } from '../apps/server/src/db/schema.ts';
import { linkIn } from '../apps/server/test/account/smtp-listener.ts';
import { E2E_CAPTCHA_ENV, captchaVerified, field, useMailingServer } from './helpers/account.ts';
import { DESKTOP, MOBILE, screenshot, useBrowser } from './helpers/browser.ts';
import { expectNoHorizontalOverflow, pathOf, visible } from './helpers/page-checks.ts';

/** The browser's own console line for a refused sign-in (401), which these tests cause on purpose. */
const EXPECTED_SIGN_IN_REFUSAL = /status of 40[01] .*\/api\/account\/authenticate/;

describe('forgot password → reset → sign in (browser)', () => {
  const browser = useBrowser();
  const mailing = useMailingServer({
    env: E2E_CAPTCHA_ENV,
    prepare: async (db) => {
      const [user] = await db
        .insert(users)
        .values({ username: 'Kate', email: 'kate@example.test', passwordHash: await hashPassword('Old-pass-1'), confirmed: true })
        .returning({ id: users.id });
      await db.insert(playerStats).values({ userId: user!.id });
    },
  });

  it('mails a reset link, sets a new password with it once, and signs in with the new password', async () => {
    const page = await browser.newPage(mailing.server.url, DESKTOP);
    await page.goto('/login');
    await page.getByRole('link', { name: TEXTS.forgotPassword }).click();
    await page.waitForURL('**/forgotpassword');
    await visible(page.getByRole('heading', { name: TEXTS.forgotPasswordTitle, level: 1 }));
    await visible(page.getByRole('group', { name: TEXTS.captchaLabel }));

    await page.getByRole('button', { name: TEXTS.sendResetLink }).click();
    await visible(page.getByText(TEXTS.usernameOrEmailRequired));
    await field(page, TEXTS.usernameOrEmail).fill('KATE@example.test');
    await captchaVerified(page);
    await page.getByRole('button', { name: TEXTS.sendResetLink }).click();
    await visible(page.getByText(TEXTS.forgotPasswordSuccess));
    await screenshot(page, 'account-forgot-sent-desktop');

    const { url } = linkIn(await mailing.smtp.nextMail('kate@example.test', 15_000), 'forgotpassword');
    expect(url.startsWith(`${mailing.server.url}/forgotpassword/`)).toBe(true);
    await page.goto(url);
    await visible(page.getByRole('heading', { name: TEXTS.resetPasswordTitle, level: 1 }));
    await field(page, TEXTS.usernameOrEmail).fill('kate');
    await field(page, TEXTS.newPassword).fill('weak');
    await field(page, TEXTS.retypePassword).fill('different');
    await page.getByRole('button', { name: TEXTS.changePassword }).click();
    await visible(page.getByText(TEXTS.passwordRule));
    await visible(page.getByText(TEXTS.passwordsMustMatch));
    await field(page, TEXTS.newPassword).fill('New-pass-22');
    await field(page, TEXTS.retypePassword).fill('New-pass-22');
    await page.getByRole('button', { name: TEXTS.changePassword }).click();
    await visible(page.getByText(TEXTS.passwordChanged));

    // The link works once.
    await page.goto(url);
    await field(page, TEXTS.usernameOrEmail).fill('kate');
    await field(page, TEXTS.newPassword).fill('Other-pass-33');
    await field(page, TEXTS.retypePassword).fill('Other-pass-33');
    await page.getByRole('button', { name: TEXTS.changePassword }).click();
    await visible(page.getByText(TEXTS.passwordChangeFailed));

    await page.goto('/login');
    await field(page, TEXTS.usernameOrEmail).fill('kate');
    await field(page, TEXTS.password).fill('New-pass-22');
    await page.locator('form').getByRole('button', { name: TEXTS.login }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_TOKEN_INFO)).toContain('"token"');

    // Signed in: /changepassword changes it again.
    await page.goto('/changepassword');
    await field(page, TEXTS.newPassword).fill('Third-pass-44');
    await field(page, TEXTS.retypePassword).fill('Third-pass-44');
    await page.getByRole('button', { name: TEXTS.changePassword }).click();
    await visible(page.getByText(TEXTS.passwordChanged));
  });

  it('sends a signed-out visitor from /changepassword to the sign-in page', async () => {
    const page = await browser.newPage(mailing.server.url, DESKTOP);
    await page.goto('/changepassword');
    await page.waitForURL('**/login?returnUrl=/changepassword');
    expect(pathOf(page)).toBe('/login?returnUrl=/changepassword');
  });

  it('asks for the captcha at sign-in after three failures, and it solves itself', async () => {
    const page = await browser.newPage(mailing.server.url, DESKTOP, { allowErrors: EXPECTED_SIGN_IN_REFUSAL });
    await page.goto('/login');
    await field(page, TEXTS.usernameOrEmail).fill('kate');
    for (let i = 0; i < 3; i++) {
      await field(page, TEXTS.password).fill(`Wrong-${i}-Aa`);
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/account/authenticate')),
        page.locator('form').getByRole('button', { name: TEXTS.login }).click(),
      ]);
      await visible(page.getByText(TEXTS.loginFailed));
    }
    await visible(page.getByRole('group', { name: TEXTS.captchaLabel }));
    await captchaVerified(page);
    await field(page, TEXTS.password).fill('Third-pass-44');
    await page.locator('form').getByRole('button', { name: TEXTS.login }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('fits the account screens and the request form in 400 px', async () => {
    const page = await browser.newPage(mailing.server.url, MOBILE);
    for (const route of ['/register', '/forgotpassword', '/forgotpassword/some-code', '/requests']) {
      await page.goto(route);
      await visible(page.getByRole('heading', { level: 1 }));
      await expectNoHorizontalOverflow(page);
    }
    await captchaVerified(page);
    await screenshot(page, 'requests-mobile');
  });
});
