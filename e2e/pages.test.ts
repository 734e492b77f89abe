import type { AllRooms } from '@earshot/shared/api/public';
import { HOW_TO_PLAY, TEXTS, onlineText, ordinalText, songCountText } from '@earshot/shared/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, screenshot, useBrowser, type Viewport } from './helpers/browser.ts';
import { addPlayers, type PlayerFixture } from './helpers/fixtures.ts';
import { expectNoHorizontalOverflow, pathOf, visible } from './helpers/page-checks.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const PLAYERS: PlayerFixture[] = [
  { name: 'Alice', points: 120, songsGuessed: 40, totalGuessMs: 168_000, medals: [20, 8, 4], gameRanks: [5, 2, 1] },
  { name: 'Bruno', points: 90, songsGuessed: 33, totalGuessMs: 99_000, medals: [10, 9, 8], gameRanks: [2, 3, 1] },
  { name: 'Chiara', points: 75, songsGuessed: 30, totalGuessMs: 150_000, medals: [8, 8, 7], gameRanks: [1, 1, 4] },
  { name: 'Dmitri', points: 40, songsGuessed: 12, totalGuessMs: 80_000, medals: [3, 4, 5], gameRanks: [0, 1, 0] },
  { name: 'Esme', points: 12, songsGuessed: 5, totalGuessMs: 31_000, medals: [1, 2, 3], gameRanks: [0, 0, 1] },
];

const VIEWPORTS: Array<[string, Viewport]> = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
];

describe('read-only pages', () => {
  const browser = useBrowser();
  let server: TestServer;
  let rooms: AllRooms;

  beforeAll(async () => {
    server = await startServer({ prepare: (db) => addPlayers(db, PLAYERS) });
    rooms = (await (await fetch(`${server.url}/api/room/GetAllRooms`)).json()) as AllRooms;
  });
  afterAll(() => server?.close());

  describe.each(VIEWPORTS)('at %s width', (label, viewport) => {
    it('lists categories as cards in a 4-column grid (1 under 600px) with the online count and a filter', async () => {
      const page = await browser.newPage(server.url, viewport);
      await page.goto('/categories');
      await visible(page.getByRole('heading', { name: TEXTS.categories, level: 1 }));
      await visible(page.getByTestId('online-count').getByText(onlineText(0)));
      const cards = page.getByTestId('category-card');
      await visible(cards);
      expect(await cards.count()).toBe(rooms.categories.length);
      expect(rooms.categories.length).toBeGreaterThanOrEqual(3);

      // Every card: picture, display name, counts, and a link to /room/<name in lowercase>.
      for (const room of rooms.categories) {
        const card = cards.filter({ hasText: room.displayName });
        expect(await card.getAttribute('href')).toBe(`/room/${room.roomName.toLowerCase()}`);
        expect(await card.locator('img').getAttribute('src')).toBe(room.backLog[0]?.song.albumArt);
        expect(await card.textContent()).toContain(onlineText(room.players));
        expect(await card.textContent()).toContain(songCountText(room.totalSongs));
      }
      await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0));

      const boxes = await Promise.all((await cards.all()).slice(0, 2).map((card) => card.boundingBox()));
      const [first, second] = boxes;
      if (label === 'desktop') expect(second?.y).toBeCloseTo(first?.y ?? -1, 0); // side by side
      else expect(second?.x).toBeCloseTo(first?.x ?? -1, 0); // stacked
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `categories-${label}`);

      // The filter ignores case, spaces, slashes and hyphens.
      const folk = rooms.categories.find((room) => /folk/i.test(room.displayName));
      expect(folk).toBeDefined();
      const filter = page.getByRole('textbox', { name: TEXTS.filter });
      await filter.fill(' Folk- ');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="category-card"]').length === n, 1);
      expect(await cards.first().textContent()).toContain(folk?.displayName);
      await filter.fill('no/such-room');
      await visible(page.getByText(TEXTS.noCategoriesMatch));
    });

    it('shows the leaderboard: top 3 as cards, then rows numbered from 4', async () => {
      const page = await browser.newPage(server.url, viewport);
      await page.goto('/leaderboard');
      await visible(page.getByRole('heading', { name: TEXTS.leaderboard, level: 1 }));
      const podium = page.getByTestId('podium-card');
      await visible(podium);
      expect(await podium.count()).toBe(3);
      for (const [index, player] of PLAYERS.slice(0, 3).entries()) {
        const card = podium.nth(index);
        expect(await card.textContent()).toContain(ordinalText(index + 1));
        expect(await card.getByRole('link').textContent()).toBe(player.name);
        expect(await card.getByRole('img', { name: ordinalText(index + 1) }).count()).toBe(1);
      }
      expect(await podium.first().textContent()).toContain('4.2s'); // 168 s / 40 songs
      const rows = page.getByTestId('leaderboard-row');
      expect(await rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toMatch(/^4Dmitri/);
      expect(await rows.nth(1).textContent()).toMatch(/^5Esme/);
      expect(await rows.nth(1).textContent()).toContain('6.2s');
      await visible(rows.nth(0).getByRole('img', { name: `${TEXTS.goldMedals}: 3` }));
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `leaderboard-${label}`);

      await rows.nth(0).getByRole('link', { name: 'Dmitri' }).click();
      await page.waitForURL('**/profile/Dmitri');
      await visible(page.getByRole('heading', { name: 'Dmitri' }));
    });

    it('shows a profile, and "Player not found" for an unknown name', async () => {
      const page = await browser.newPage(server.url, viewport);
      await page.goto('/profile/Alice');
      await visible(page.getByRole('heading', { name: 'Alice', level: 1 }));
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain(`${TEXTS.memberSince} 05 Mar 2024`);
      expect(text).toContain(`${TEXTS.lastLogon} ${TEXTS.never}`);
      expect(text).toContain('#1');
      expect(text).toContain('120');
      expect(text).toContain('4.2s');
      await visible(page.getByRole('img', { name: `${TEXTS.goldMedals}: 20` }));
      expect(await page.getByRole('button', { name: TEXTS.logout }).count()).toBe(0); // not my profile
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `profile-${label}`);

      // The server answers 404 for an unknown player; the browser logs that line itself.
      const missing = await browser.newPage(server.url, viewport, { allowErrors: /404 .*\/api\/profile\/Nobody/ });
      await missing.goto('/profile/Nobody');
      await visible(missing.getByText(TEXTS.playerNotFound));
    });

    it('shows the blog, How to Play and the 404 page', async () => {
      const page = await browser.newPage(server.url, viewport);
      await page.goto('/blog');
      await visible(page.getByRole('heading', { name: TEXTS.blog, level: 1 }));
      const posts = (await (await fetch(`${server.url}/api/blog/GetAllPosts`)).json()) as Array<{ title: string; created: string; createdBy: string }>;
      const post = posts[0];
      expect(post).toBeDefined();
      await visible(page.getByRole('heading', { name: post?.title, level: 2 }));
      // 'Created on {DD MMM YYYY HH:mm} by {createdBy}'
      const byline = new RegExp(`^Created on \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2} by ${post?.createdBy}$`);
      await visible(page.getByText(byline));
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `blog-${label}`);

      await page.goto('/help');
      await visible(page.getByRole('heading', { name: TEXTS.howToPlay, level: 1 }));
      for (const step of HOW_TO_PLAY) await visible(page.getByRole('heading', { name: step.title }));
      await visible(page.getByRole('heading', { name: TEXTS.faqTitle }));
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `help-${label}`);

      await page.goto('/no/such/page');
      await visible(page.getByRole('heading', { name: TEXTS.pageNotFound }));
      await screenshot(page, `not-found-${label}`);
      await page.getByRole('main').getByRole('link', { name: TEXTS.home }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(pathOf(page)).toBe('/');
    });
  });

  it('polls the online players count every 3 seconds', async () => {
    const page = await browser.newPage(server.url, DESKTOP);
    const polls: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/room/GetPlayerCount')) polls.push(Date.now());
    });
    await page.goto('/categories');
    await new Promise((resolve) => setTimeout(resolve, 6_800));
    expect(polls.length).toBeGreaterThanOrEqual(3);
    const gaps = polls.slice(1).map((t, i) => t - (polls[i] ?? t));
    for (const gap of gaps) expect(gap).toBeGreaterThan(2_500);
  });
});

describe('an empty leaderboard', () => {
  const browser = useBrowser();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('says there are no scores yet', async () => {
    const page = await browser.newPage(server.url, DESKTOP);
    await page.goto('/leaderboard');
    await visible(page.getByText(TEXTS.leaderboardEmpty));
  });
});
