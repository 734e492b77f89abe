import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpListener, type SmtpListener } from '../../apps/server/test/account/smtp-listener.ts';
import { visible } from './page-checks.ts';
import { startServer, type TestServer } from './server.ts';

/** Real proof of work in the browser, kept small so the widget solves in well under a second. */
export const E2E_CAPTCHA_ENV = { CAPTCHA_COST: '100', CAPTCHA_MAX_COUNTER: '200' } as const;

/** A form control by its visible label (Mantine adds ' *' to required ones). */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));

/** The widget solved its challenge (it does so by itself once shown). */
export const captchaVerified = (page: Page) => visible(page.locator('[data-captcha-state="verified"]'), 30_000);

/**
 * A real server whose mails go to an SMTP listener, both started before the file's tests and closed
 * after them. Read `server` and `smtp` inside the tests.
 */
export function useMailingServer(options: Parameters<typeof startServer>[0] = {}): {
  readonly server: TestServer;
  readonly smtp: SmtpListener;
} {
  let smtp: SmtpListener | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startServer({ ...options, env: { SMTP_URL: smtp.url, ...options.env } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('useMailingServer(): the server is not started yet (read it inside a test)');
      return server;
    },
    get smtp() {
      if (!smtp) throw new Error('useMailingServer(): the SMTP listener is not started yet (read it inside a test)');
      return smtp;
    },
  };
}
