import type { Locator, Page } from 'playwright-core';
import type { AllRooms, TokenInfo } from '@earshot/shared/api/public';
import { STORAGE_TOKEN_INFO, XSRF_COOKIE, XSRF_HEADER } from '@earshot/shared/constants';
import {
  FEEDBACK,
  ROOM_TEXTS,
  TEXTS,
  endOfRoundText,
  medalText,
  ordinalText,
  pointsDeltaText,
  roundOfText,
  whisperPrefix,
  whisperText,
} from '@earshot/shared/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, screenshot, useBrowser } from './helpers/browser.ts';
import { ADMIN, addAdmin } from './helpers/fixtures.ts';
import { expectNoHorizontalOverflow, hidden, visible } from './helpers/page-checks.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/** Short games so the whole cycle (two rounds, pauses, Game Over) fits in a test, with margin for a slow machine. */
const TIMINGS = { ROUNDS_PER_GAME: '2', ROUND_DURATION_S: '6', ROUND_PAUSE_S: '2.5', GAME_END_PAUSE_S: '4' };
const ROOM = 'classics';

// ---- the room screen, found the way a screen reader finds it ----

const guessBox = (page: Page) => page.getByRole('textbox', { name: ROOM_TEXTS.guess });
const messageBox = (page: Page) => page.getByRole('textbox', { name: ROOM_TEXTS.message });
const feedback = (page: Page) => page.getByRole('status', { name: ROOM_TEXTS.guessFeedback });
const chatLog = (page: Page) => page.getByRole('log', { name: ROOM_TEXTS.chat });
const playerList = (page: Page) => page.getByRole('region', { name: ROOM_TEXTS.players });
const backlog = (page: Page) => page.getByRole('region', { name: ROOM_TEXTS.songBacklog });
const audioSrc = (page: Page) => page.locator('audio').getAttribute('src');
const audioPlaying = (page: Page) => page.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused);

/** A full-page picture with no hover tooltip in the way. */
async function snap(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await screenshot(page, name);
}

/** Makes this page's browser refuse autoplay until the player clicks somewhere, as Chrome does without user activation. */
const BLOCK_AUTOPLAY = () => {
  const play = HTMLMediaElement.prototype.play;
  let activated = false;
  document.addEventListener('click', () => (activated = true), true);
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    return activated ? play.call(this) : Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
  };
};

/** Polls a locator's text until `accept` says yes (feedback lives 2 s, so polling is quick). */
async function waitForText(locator: Locator, accept: (text: string) => boolean, timeout = 10_000): Promise<string> {
  const deadline = Date.now() + timeout;
  let last = '';
  while (Date.now() < deadline) {
    last = ((await locator.first().textContent()) ?? '').trim();
    if (accept(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for text; last seen: "${last}"`);
}

const oneOf = (texts: readonly string[]) => (text: string) => texts.includes(text);

async function joinAsGuest(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: ROOM_TEXTS.name }).fill(name);
  await page.getByRole('button', { name: ROOM_TEXTS.joinRoom }).click();
}

/** A browser may refuse autoplay: then the room offers a click, which is what a player would do. */
async function enableAudioIfAsked(page: Page): Promise<void> {
  const prompt = page.getByRole('button', { name: ROOM_TEXTS.enableAudio });
  if (await prompt.isVisible()) await prompt.click();
}

// ---- the admin's view of the room, to learn the answer (REST, with the XSRF double-submit) ----

type AdminRoomAnswer = { roomName: string; currentSong: { artist: string; titleClean: string } | null };

async function signIn(baseUrl: string): Promise<TokenInfo> {
  const page = await fetch(`${baseUrl}/`);
  const cookie = page.headers.getSetCookie().find((c) => c.startsWith(`${XSRF_COOKIE}=`));
  const xsrf = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '');
  expect(xsrf).not.toBe('');
  const response = await fetch(`${baseUrl}/api/account/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf },
    body: JSON.stringify({ username: ADMIN.name, password: ADMIN.password }),
  });
  const body = (await response.json()) as { success: boolean; token: string; expires: string; isAdmin: boolean };
  expect(body.success).toBe(true);
  return { token: body.token, expires: body.expires, isAdmin: body.isAdmin };
}

async function currentAnswer(baseUrl: string, login: TokenInfo, room: string): Promise<{ artist: string; title: string }> {
  const response = await fetch(`${baseUrl}/api/admin/GetAllRooms`, { headers: { Authorization: `Bearer ${login.token}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as AdminRoomAnswer[] | { rooms: AdminRoomAnswer[] };
  const rooms = Array.isArray(body) ? body : body.rooms;
  const song = rooms.find((r) => r.roomName.toLowerCase() === room)?.currentSong;
  if (!song) throw new Error(`no song playing in ${room}`);
  return { artist: song.artist, title: song.titleClean };
}

describe('room screen (SPEC §2 Room screen, §4 Room flow)', () => {
  const browser = useBrowser();
  let server: TestServer;
  let admin: TokenInfo;

  beforeAll(async () => {
    server = await startServer({ env: TIMINGS, prepare: async (db) => void (await addAdmin(db)) });
    admin = await signIn(server.url);
  });
  afterAll(() => server?.close());

  it('plays a game: join, mid-round wait, guesses, medal, chat, whisper, name clash, backlog, Game Over, 400 px', async () => {
    const alice = await browser.newPage(server.url, DESKTOP);
    const bob = await browser.newPage(server.url, DESKTOP);
    const carol = await browser.newPage(server.url, MOBILE);
    await Promise.all([alice, bob, carol].map((page) => page.goto(`/room/${ROOM}`)));
    for (const page of [alice, bob, carol]) await visible(page.getByRole('textbox', { name: ROOM_TEXTS.name }));

    // Alice's join starts a game in the idle room; Bob joins while round 1 plays, so he waits.
    await joinAsGuest(alice, 'Alice');
    await visible(guessBox(alice));
    await visible(alice.getByText(roundOfText(1, 2)));
    await joinAsGuest(bob, 'Bob');
    await visible(guessBox(bob));
    await visible(chatLog(bob).getByText(TEXTS.roundInSession));
    expect(await chatLog(bob).getByText(TEXTS.roundInSession).count()).toBe(1);
    await waitForText(feedback(bob), (t) => t === TEXTS.waitNextRound);
    expect(await audioSrc(bob)).toBeFalsy();
    expect(await audioPlaying(bob)).toBe(false);
    await hidden(bob.getByRole('textbox', { name: ROOM_TEXTS.name }));

    // Both see each other in the player list.
    await visible(playerList(alice).getByText('Bob', { exact: true }));
    await visible(playerList(bob).getByText('Alice', { exact: true }));

    // Alice knows the answer (from the admin console) and gets song, then artist: gold medal, +3.
    await enableAudioIfAsked(alice);
    expect(await audioPlaying(alice)).toBe(true);
    const round1 = await currentAnswer(server.url, admin, ROOM);
    await guessBox(alice).fill(round1.title);
    await guessBox(alice).press('Enter');
    expect(await guessBox(alice).inputValue()).toBe('');
    await waitForText(feedback(alice), oneOf(FEEDBACK.correctSong));
    await visible(alice.getByText(ROOM_TEXTS.songFound));
    await guessBox(alice).fill(round1.artist);
    await guessBox(alice).press('Enter');
    await waitForText(feedback(alice), oneOf(FEEDBACK.correctArtist));
    await visible(alice.getByText(ROOM_TEXTS.artistFound));
    await visible(alice.getByRole('img', { name: medalText(1) }).first());
    await visible(playerList(bob).getByText(pointsDeltaText(3)));

    // Carol, on a 400 px phone, first picks a name already taken.
    await joinAsGuest(carol, 'alice');
    await visible(carol.getByText(TEXTS.nameInUse));
    await joinAsGuest(carol, 'Carol');
    await visible(guessBox(carol));

    // Chat to the room, then a whisper set up by clicking a player: it reaches Bob, not Carol.
    await messageBox(bob).fill('hello room');
    await messageBox(bob).press('Enter');
    await visible(chatLog(alice).getByText('hello room'));
    await visible(chatLog(carol).getByText('hello room'));
    await playerList(alice).getByRole('button', { name: 'Bob', exact: true }).click();
    expect(await messageBox(alice).inputValue()).toBe(whisperPrefix('Bob'));
    await messageBox(alice).pressSequentially('psst secret');
    await messageBox(alice).press('Enter');
    await visible(chatLog(bob).getByText(whisperText('Alice', 'Bob')));
    await visible(chatLog(bob).getByText('psst secret'));
    await visible(chatLog(alice).getByText('psst secret'));
    expect(await messageBox(alice).inputValue()).toBe('');
    // A line typed with HTML is refused in place, and nothing is sent.
    await messageBox(bob).fill('<b>bold</b>');
    await messageBox(bob).press('Enter');
    await visible(bob.getByText(TEXTS.messageCannotBeSent));

    // Round 1 ends: the server's 'End of round 1', the wait message, the song in the backlog with Alice's medal.
    await visible(chatLog(alice).getByText(endOfRoundText(1)), 15_000);
    await waitForText(feedback(alice), (t) => t === TEXTS.waitNextRound);
    const played = backlog(alice).getByRole('listitem');
    expect(await played.count()).toBe(1);
    await visible(played.getByText(round1.artist));
    await visible(played.getByRole('img', { name: medalText(1) }));
    await visible(played.getByText(pointsDeltaText(3)));
    expect(await audioPlaying(alice)).toBe(false);
    await snap(alice, 'room-round-end');
    expect(await chatLog(carol).getByText('psst secret').count()).toBe(0);

    // Round 2: everyone plays the same preview; Bob guesses wrong.
    await visible(bob.getByText(roundOfText(2, 2)), 10_000);
    await waitForText(feedback(bob), (t) => t === '');
    const sources = await Promise.all([alice, bob, carol].map(audioSrc));
    expect(sources[0]).toBeTruthy();
    expect(new Set(sources).size).toBe(1);
    await enableAudioIfAsked(bob);
    expect(await audioPlaying(bob)).toBe(true);
    await guessBox(bob).fill('zzzz qqqq');
    await guessBox(bob).press('Enter');
    await waitForText(feedback(bob), oneOf(FEEDBACK.wrong));
    await snap(bob, 'room-round');

    // Game over: the top three with the 'Next Game' countdown; guesses now wait for the next game.
    const gameOver = alice.getByRole('region', { name: TEXTS.gameOver });
    await visible(gameOver, 15_000);
    await visible(gameOver.getByText(TEXTS.nextGame));
    for (const place of [1, 2, 3]) await visible(gameOver.getByText(ordinalText(place), { exact: true }));
    const first = gameOver.getByRole('listitem').first();
    await visible(first.getByText('Alice', { exact: true }));
    expect(await gameOver.getByRole('listitem').count()).toBe(3);
    await waitForText(feedback(alice), (t) => t === TEXTS.waitNextGame);
    expect(await audioPlaying(alice)).toBe(false);
    await snap(alice, 'room-game-over');

    await visible(carol.getByRole('region', { name: TEXTS.gameOver }));
    await expectNoHorizontalOverflow(carol);
    await snap(carol, 'room-mobile');
  });

  it('joins signed-in players automatically, reuses a guest name, restarts on a room change, and handles unknown rooms', async () => {
    const rooms = ((await (await fetch(`${server.url}/api/room/GetAllRooms`)).json()) as AllRooms).categories;
    const [first, second] = rooms.filter((r) => r.roomName.toLowerCase() !== ROOM);
    if (!first || !second) throw new Error('the demo catalogue needs three rooms');

    // A guest watches the first room; a reload reuses the name kept for the session.
    const dave = await browser.newPage(server.url, DESKTOP);
    await dave.goto(`/room/${first.roomName}`);
    await joinAsGuest(dave, 'Dave');
    await visible(guessBox(dave));
    await dave.reload();
    await visible(guessBox(dave));
    expect(await dave.getByRole('textbox', { name: ROOM_TEXTS.name }).count()).toBe(0);
    await visible(playerList(dave).getByText('Dave', { exact: true }));

    // The admin is signed in: no name form, the account name, a verified icon. Nothing was clicked, so
    // this browser blocks autoplay: the next round offers 'Click to enable audio', and the click plays.
    const boss = await browser.newPage(server.url, DESKTOP);
    await boss.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_TOKEN_INFO, JSON.stringify(admin)]);
    await boss.addInitScript(BLOCK_AUTOPLAY);
    await boss.goto(`/room/${first.roomName}`);
    await visible(guessBox(boss));
    await visible(boss.getByRole('heading', { name: first.displayName, level: 1 }));
    await visible(playerList(dave).getByText(ADMIN.name, { exact: true }));
    await visible(playerList(boss).getByRole('img', { name: ROOM_TEXTS.verified }));
    const prompt = boss.getByRole('button', { name: ROOM_TEXTS.enableAudio });
    await visible(prompt, 15_000);
    expect(await audioPlaying(boss)).toBe(false);
    await snap(boss, 'room-audio-blocked');
    await prompt.click();
    await hidden(prompt);
    expect(await audioPlaying(boss)).toBe(true);

    // A route change to another room closes the first session and starts a new one.
    await boss.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/room/${second.roomName}`);
    await visible(boss.getByRole('heading', { name: second.displayName, level: 1 }));
    await visible(playerList(boss).getByText(ADMIN.name, { exact: true }));
    await hidden(playerList(dave).getByText(ADMIN.name, { exact: true }));

    // An unknown room: a friendly dead end that leads to the categories (the browser logs the expected 404).
    const lost = await browser.newPage(server.url, MOBILE, { allowErrors: /404.*GetRoomDisplayName\/no-such-room/ });
    await lost.goto('/room/no-such-room');
    await visible(lost.getByText(ROOM_TEXTS.roomNotFound));
    expect(await lost.getByRole('textbox', { name: ROOM_TEXTS.name }).count()).toBe(0);
    await snap(lost, 'room-not-found');
    await lost.getByRole('link', { name: ROOM_TEXTS.browseCategories }).click();
    await lost.waitForURL('**/categories');
  });
});
