import type { AllRooms, AuthenticateResponse } from '@earshot/shared/api/public';
import type { AdminRoom } from '@earshot/shared/hub/game-state';
import { TEXTS } from '@earshot/shared/texts';
import { describe, expect, it } from 'vitest';
import { linkIn } from '../apps/server/test/account/smtp-listener.ts';
import { E2E_CAPTCHA_ENV, captchaVerified, field, useMailingServer } from './helpers/account.ts';
import { DESKTOP, screenshot, useBrowser } from './helpers/browser.ts';
import { ADMIN, addAdmin } from './helpers/fixtures.ts';
import { visible } from './helpers/page-checks.ts';

/** Short rounds, so a round starts soon after joining and its points are written soon after. */
const QUICK_ROUNDS_ENV = { ROUNDS_PER_GAME: '3', ROUND_DURATION_S: '12', ROUND_PAUSE_S: '2', GAME_END_PAUSE_S: '2' } as const;

const PLAYER = { name: 'Lena', email: 'lena@example.test', password: 'Lena-pass-1' } as const;

/** The browser's own console line for the refused sign-in of an unconfirmed account (401), caused on purpose. */
const EXPECTED_SIGN_IN_REFUSAL = /status of 401 .*\/api\/account\/authenticate/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The admin's bearer token, signing in like the browser does (XSRF cookie from a GET first). */
async function adminToken(baseUrl: string): Promise<string> {
  const cookie = /XSRF-TOKEN=([^;]+)/.exec((await fetch(`${baseUrl}/api/room/GetPlayerCount`)).headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('no XSRF cookie');
  const res = await fetch(`${baseUrl}/api/account/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie },
    body: JSON.stringify({ username: ADMIN.name, password: ADMIN.password }),
  });
  const body = (await res.json()) as AuthenticateResponse;
  if (!body.token) throw new Error(`admin sign-in: ${body.message}`);
  return body.token;
}

async function adminRoom(baseUrl: string, token: string, roomName: string): Promise<AdminRoom> {
  const rooms = (await (await fetch(`${baseUrl}/api/admin/GetAllRooms`, { headers: { authorization: `Bearer ${token}` } })).json()) as AdminRoom[];
  const room = rooms.find((r) => r.roomName.toLowerCase() === roomName.toLowerCase());
  if (!room) throw new Error(`room ${roomName} not listed`);
  return room;
}

/** Polls the admin view of a room until `test` holds. */
async function waitForRoom(baseUrl: string, token: string, roomName: string, test: (room: AdminRoom) => boolean, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const room = await adminRoom(baseUrl, token, roomName);
    if (test(room)) return room;
    if (Date.now() > deadline) throw new Error(`room ${roomName} never got there: ${JSON.stringify(room).slice(0, 400)}`);
    await sleep(200);
  }
}

describe('register → e-mail → confirm → sign in → play (browser)', () => {
  const browser = useBrowser();
  const mailing = useMailingServer({
    env: { ...E2E_CAPTCHA_ENV, ...QUICK_ROUNDS_ENV },
    prepare: async (db) => void (await addAdmin(db)),
  });

  it('registers with the real captcha widget, confirms from the mailed link, signs in and scores in a demo room', async () => {
    const { server, smtp } = mailing;
    const page = await browser.newPage(server.url, DESKTOP, { allowErrors: EXPECTED_SIGN_IN_REFUSAL });
    await page.goto('/register');
    await visible(page.getByRole('heading', { name: TEXTS.register, level: 1 }));

    // The specification's rules, on the client.
    await page.locator('form').getByRole('button', { name: TEXTS.register }).click();
    await visible(page.getByText(TEXTS.usernameRequired));
    await visible(page.getByText(TEXTS.emailRequired));
    await visible(page.getByText(TEXTS.retypePasswordRequired));
    await field(page, TEXTS.email).fill('not-an-email');
    await field(page, TEXTS.password).fill('weakpass');
    await field(page, TEXTS.retypePassword).fill('other');
    await page.locator('form').getByRole('button', { name: TEXTS.register }).click();
    await visible(page.getByText(TEXTS.emailFormat));
    await visible(page.getByText(TEXTS.passwordRule));
    await visible(page.getByText(TEXTS.passwordsMustMatch));

    await field(page, TEXTS.username).fill(PLAYER.name);
    await field(page, TEXTS.email).fill(PLAYER.email);
    await field(page, TEXTS.password).fill(PLAYER.password);
    await field(page, TEXTS.retypePassword).fill(PLAYER.password);
    await captchaVerified(page);
    await page.locator('form').getByRole('button', { name: TEXTS.register }).click();
    await visible(page.getByText(TEXTS.registerSuccess));
    await screenshot(page, 'account-registered-desktop');

    // Not confirmed yet: the sign-in says so.
    await page.goto('/login');
    await field(page, TEXTS.usernameOrEmail).fill(PLAYER.name);
    await field(page, TEXTS.password).fill(PLAYER.password);
    await page.locator('form').getByRole('button', { name: TEXTS.login }).click();
    await visible(page.getByText(TEXTS.loginUnconfirmed));

    const { url } = linkIn(await smtp.nextMail(PLAYER.email, 15_000), 'confirmaccount');
    expect(url.startsWith(`${server.url}/confirmaccount/`)).toBe(true);
    await page.goto(url);
    await visible(page.getByText(TEXTS.confirmSuccess));
    await page.reload(); // the code is used up
    await visible(page.getByText(TEXTS.confirmFailed));

    await page.goto('/login');
    await field(page, TEXTS.usernameOrEmail).fill(PLAYER.email);
    await field(page, TEXTS.password).fill(PLAYER.password);
    await page.locator('form').getByRole('button', { name: TEXTS.login }).click();
    await page.waitForURL((u) => u.pathname === '/');

    // Play: join a demo room as the account, and guess the song the admin view says is playing.
    const rooms = (await (await fetch(`${server.url}/api/room/GetAllRooms`)).json()) as AllRooms;
    const roomName = rooms.categories[0]!.roomName;
    const token = await adminToken(server.url);
    await page.goto(`/room/${roomName.toLowerCase()}`);
    const guess = page.getByRole('textbox', { name: 'Guess' });
    await visible(guess, 20_000);
    const joined = await waitForRoom(server.url, token, roomName, (r) => r.players.some((p) => p.name === PLAYER.name));
    // A round that started before the player joined is one to wait out: guess in the next one.
    const round = await waitForRoom(
      server.url,
      token,
      roomName,
      (r) => r.currentRound !== joined.currentRound && !r.endOfRound && !r.endOfGame && r.currentSong !== null,
    );
    await guess.fill(round.currentSong!.titleClean);
    await guess.press('Enter');
    if (!round.songOnly) {
      await guess.fill(round.currentSong!.artist);
      await guess.press('Enter');
    }
    const scored = await waitForRoom(server.url, token, roomName, (r) => (r.players.find((p) => p.name === PLAYER.name)?.points ?? 0) > 0, 15_000);
    const points = scored.players.find((p) => p.name === PLAYER.name)!.points;
    await screenshot(page, 'account-played-desktop');
    await waitForRoom(server.url, token, roomName, (r) => r.endOfRound || r.currentRound !== round.currentRound); // totals are written at round end

    await page.goto('/leaderboard');
    const card = page.getByTestId('podium-card').filter({ hasText: PLAYER.name });
    await visible(card);
    // The points figure next to its label (label above or below the value).
    const pointsStat = new RegExp(`\\b${points}\\s+${TEXTS.points}\\b|\\b${TEXTS.points}\\s+${points}\\b`, 'i');
    expect(await card.innerText()).toMatch(pointsStat);

    await page.goto(`/profile/${PLAYER.name}`);
    await visible(page.getByRole('heading', { name: PLAYER.name, level: 1 }));
    expect(await page.getByRole('main').innerText()).toMatch(pointsStat);
  });
});
