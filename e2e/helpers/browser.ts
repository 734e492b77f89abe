import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 400, height: 860 } as const;
export type Viewport = { width: number; height: number };

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Debian's chromium, headless; nothing is downloaded (DESIGN §2). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type BrowserHarness = {
  /**
   * A fresh page (own context: no shared storage) at `baseUrl`; any console error or page error fails the test,
   * except console errors matching `allowErrors` (e.g. the browser's own line for an expected 404).
   */
  newPage: (baseUrl: string, viewport?: Viewport, options?: { allowErrors?: RegExp }) => Promise<Page>;
};

/**
 * Registers the suite's hooks: one browser for the file, a context per page, closed after each test,
 * and the test fails on any `console.error` or uncaught page error it saw.
 */
export function useBrowser(): BrowserHarness {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    const seen = errors;
    errors = [];
    if (seen.length > 0) throw new Error(`The page logged errors:\n${seen.join('\n')}`);
  });

  return {
    newPage: async (baseUrl, viewport = DESKTOP, options = {}) => {
      if (!browser) throw new Error('useBrowser(): the browser is not launched yet (call newPage inside a test)');
      const context = await browser.newContext({ baseURL: baseUrl, viewport, reducedMotion: 'reduce' });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const line = `console.error: ${message.text()} (${message.location().url})`;
        if (!options.allowErrors?.test(line)) errors.push(line);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      return page;
    },
  };
}

/**
 * Saves a PNG to e2e/screenshots/<name>.png (kept out of git): the full page, or only the viewport
 * (`fullPage: false`) for screens with fixed overlays such as open menus and dropdowns.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: options.fullPage ?? true, animations: 'disabled' });
}
