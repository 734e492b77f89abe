import type { AllRooms } from '@earshot/shared/api/public';
import { TEXTS, copyrightText, onlineText, welcomeText } from '@earshot/shared/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, screenshot, useBrowser } from './helpers/browser.ts';
import { addWebsiteWarning } from './helpers/fixtures.ts';
import { expectNoHorizontalOverflow, hidden, pathOf, visible } from './helpers/page-checks.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const WARNING = 'Maintenance tonight at 22:00, rooms may restart.';

describe('shell and home', () => {
  const browser = useBrowser();
  let server: TestServer;
  let rooms: AllRooms;

  beforeAll(async () => {
    server = await startServer({ prepare: (db) => addWebsiteWarning(db, WARNING) });
    rooms = (await (await fetch(`${server.url}/api/room/GetAllRooms`)).json()) as AllRooms;
  });
  afterAll(() => server?.close());

  it('shows the top bar, side menu, footer, the warning and the home page at desktop width', async () => {
    const page = await browser.newPage(server.url, DESKTOP);
    await page.goto('/');

    await visible(page.getByRole('link', { name: TEXTS.appName }));
    await visible(page.getByRole('combobox', { name: TEXTS.searchRooms }));
    expect(await page.getByPlaceholder(TEXTS.searchRooms).count()).toBe(1);
    await visible(page.getByRole('link', { name: TEXTS.login }).first());
    const nav = page.getByRole('navigation', { name: TEXTS.menu });
    for (const label of [TEXTS.home, TEXTS.categories, TEXTS.leaderboard, TEXTS.requests, TEXTS.howToPlay, TEXTS.blog, TEXTS.login]) {
      await visible(nav.getByRole('link', { name: label, exact: true }));
    }
    expect(await nav.getByRole('link', { name: TEXTS.admin }).count()).toBe(0);
    await visible(page.getByText(copyrightText(new Date().getFullYear())));

    // Home: three info blocks, the song count from the API, then every room as a card.
    const songs = rooms.totalSongCount; // distinct songs in the listed rooms, from the database
    expect(songs).toBeGreaterThanOrEqual(36);
    await visible(page.getByText(welcomeText(songs)));
    await visible(page.getByRole('heading', { name: TEXTS.makeRequestTitle }));
    await visible(page.getByRole('heading', { name: TEXTS.howToPlay }));
    await visible(page.getByTestId('category-card'));
    expect(await page.getByTestId('category-card').count()).toBe(rooms.categories.length);
    expect(await page.getByRole('heading', { name: TEXTS.categories }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: TEXTS.filter }).count()).toBe(0);

    await visible(page.getByText(WARNING));
    await screenshot(page, 'home-desktop');
    await page.getByRole('button', { name: TEXTS.dismiss }).click();
    await hidden(page.getByText(WARNING));

    await page.getByRole('link', { name: TEXTS.makeRequestButton }).click();
    await page.waitForURL('**/requests');
    await page.getByRole('link', { name: TEXTS.appName }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('searches rooms: options with picture, name and "N Online", "No Results Found", choosing opens the room', async () => {
    const page = await browser.newPage(server.url, DESKTOP);
    await page.goto('/');
    const search = page.getByRole('combobox', { name: TEXTS.searchRooms });

    await search.fill('folk');
    const option = page.getByRole('option').filter({ hasText: /folk/i }).first();
    await visible(option);
    expect(await option.textContent()).toContain(onlineText(0));
    expect(await option.locator('img').count()).toBe(1);
    await screenshot(page, 'search-desktop', { fullPage: false });

    await search.fill('zzzqqq');
    await visible(page.getByText(TEXTS.noResultsFound));

    await search.fill('ragt');
    const ragtime = page.getByRole('option').filter({ hasText: /ragtime/i }).first();
    await visible(ragtime);
    await ragtime.click();
    await page.waitForURL(/\/room\/ragtime$/i);
    expect(await search.inputValue()).toBe('');
  });

  it('collapses the side menu to icons on wide screens, keeping names as accessible names', async () => {
    const page = await browser.newPage(server.url, DESKTOP);
    await page.goto('/leaderboard');
    const nav = page.getByRole('navigation', { name: TEXTS.menu });
    const width = async () => (await nav.boundingBox())?.width ?? 0;
    expect(await width()).toBeCloseTo(16 * 16, -1);

    await page.getByRole('button', { name: TEXTS.menu }).click();
    // 4.2em at 16px, once the width transition has finished
    await page.waitForFunction(() => Math.abs((document.querySelector('#side-menu')?.getBoundingClientRect().width ?? 0) - 67.2) < 1);
    expect(await width()).toBeCloseTo(4.2 * 16, 0);
    await visible(nav.getByRole('link', { name: TEXTS.categories }));
    await hidden(nav.getByText(TEXTS.categories, { exact: true }));
    await nav.getByRole('link', { name: TEXTS.leaderboard }).hover();
    await visible(page.getByRole('tooltip', { name: TEXTS.leaderboard }));
    await screenshot(page, 'side-menu-collapsed-desktop', { fullPage: false });

    await page.getByRole('button', { name: TEXTS.menu }).click();
    await visible(nav.getByText(TEXTS.categories, { exact: true }));
  });

  it('hides the side menu at 400px behind the Menu button', async () => {
    const page = await browser.newPage(server.url, MOBILE);
    await page.goto('/');
    await visible(page.getByTestId('category-card'));
    const nav = page.getByRole('navigation', { name: TEXTS.menu, includeHidden: true });
    const navLeft = async () => (await nav.boundingBox())?.x ?? 0;
    expect(await navLeft()).toBeLessThan(0); // translated out of view
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'home-mobile');

    const menuButton = page.getByRole('button', { name: TEXTS.menu });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.waitForFunction(() => document.querySelector('#side-menu')?.getBoundingClientRect().x === 0);
    await visible(nav.getByRole('link', { name: TEXTS.categories }));
    await screenshot(page, 'side-menu-mobile', { fullPage: false });

    await nav.getByRole('link', { name: TEXTS.categories }).click();
    await page.waitForURL('**/categories');
    expect(pathOf(page)).toBe('/categories');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await page.waitForFunction(() => (document.querySelector('#side-menu')?.getBoundingClientRect().x ?? 0) < 0);
  });

  it('searches rooms at 400px', async () => {
    const page = await browser.newPage(server.url, MOBILE);
    await page.goto('/');
    await page.getByRole('combobox', { name: TEXTS.searchRooms }).fill('classic');
    await visible(page.getByRole('option').filter({ hasText: /classic/i }));
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'search-mobile', { fullPage: false });
  });
});
