import type { Page } from 'playwright-core';
import { REQUEST_SNACKBAR_MS } from '@earshot/shared/constants';
import { TEXTS } from '@earshot/shared/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests } from '../apps/server/src/db/schema.ts';
import { MOBILE, screenshot, useBrowser } from './helpers/browser.ts';
import { hidden, visible } from './helpers/page-checks.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/** Real proof of work in the browser, kept small so the widget solves in well under a second. */
const E2E_CAPTCHA_ENV = { CAPTCHA_COST: '100', CAPTCHA_MAX_COUNTER: '200' } as const;
const PLAYLIST = 'https://www.deezer.com/en/playlist/908622995';

/** A form control by its visible label (Mantine adds ' *' to required ones). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));
const captchaVerified = (page: Page) => visible(page.locator('[data-captcha-state="verified"]'), 30_000);

describe('song and category requests (browser)', () => {
  const browser = useBrowser();
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ env: { ...E2E_CAPTCHA_ENV } });
  });
  afterAll(() => server?.close());

  it('sends a song request and a category request, each with a snackbar and then a fresh form', async () => {
    const page = await browser.newPage(server.url, MOBILE);
    await page.goto('/requests');
    await visible(page.getByRole('heading', { name: TEXTS.requests, level: 1 }));
    await visible(page.getByText(TEXTS.playlistHelpDeezer));
    await visible(page.getByText(TEXTS.playlistHelpSpotify));

    const submit = page.getByRole('button', { name: TEXTS.submit });
    await submit.click();
    await visible(page.getByText(TEXTS.categoryRequired));
    await visible(page.getByText(TEXTS.playlistRequired));

    await field(page, TEXTS.category).first().click();
    const option = page.getByRole('option').first();
    const categoryName = (await option.innerText()).trim();
    await option.click();
    await field(page, TEXTS.playlistUrl).fill(PLAYLIST);
    await captchaVerified(page);
    await submit.click();
    await visible(page.getByText(TEXTS.requestSaved));
    await screenshot(page, 'requests-saved-mobile');
    await hidden(page.getByText(TEXTS.requestSaved), REQUEST_SNACKBAR_MS + 5_000);
    expect(await field(page, TEXTS.playlistUrl).inputValue()).toBe('');

    await page.getByText(TEXTS.categoryRequest, { exact: true }).click();
    expect(await page.getByRole('radio', { name: TEXTS.categoryRequest }).isChecked()).toBe(true);
    await field(page, TEXTS.playlistUrl).fill('not a url');
    await submit.click();
    await visible(page.getByText(TEXTS.newCategoryNameRequired));
    await visible(page.getByText(TEXTS.playlistRequired));
    await field(page, TEXTS.newCategoryName).fill('Sea Shanties');
    await field(page, TEXTS.playlistUrl).fill(PLAYLIST);
    await captchaVerified(page);
    await submit.click();
    await visible(page.getByText(TEXTS.requestSaved));

    const rows = await server.db.select().from(requests).orderBy(requests.id);
    expect(rows).toMatchObject([
      { type: 0, categoryName: categoryName, playlistUrl: PLAYLIST },
      { type: 1, categoryName: 'Sea Shanties', categoryId: null, playlistUrl: PLAYLIST },
    ]);
  });
});
