import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@earshot/shared/texts';
import { blogPosts, errorLog, websiteWarnings } from '../../src/db/schema.ts';
import { databaseKinds } from '../helpers/db.ts';
import { aCategory, aUser } from '../helpers/fixtures.ts';
import { json, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(databaseKinds())('public read API on $kind', ({ create }) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ database: await create() });
    const db = t.database.db;
    await aCategory(db, { roomName: 'folk', displayName: 'Folk / Traditional' }, 4);
    await aCategory(db, { roomName: 'ragtime', displayName: 'Ragtime & Jazz', songOnly: true }, 2);
    await aCategory(db, { roomName: 'hidden', displayName: 'Hidden', visible: false }, 1);
    await aCategory(db, { roomName: 'off', displayName: 'Switched Off', roomActive: false }, 1);
    await aUser(db, { username: 'alice' }, { points: 30, songsGuessed: 12, totalGuessMs: 30_000, goldMedals: 5 });
    await aUser(db, { username: 'bob' }, { points: 50, songsGuessed: 20, totalGuessMs: 41_000 });
    await aUser(db, { username: 'carol' }, { points: 0 });
    await aUser(db, { username: 'dave', confirmed: false }, { points: 5 });
    await db.insert(blogPosts).values([
      { title: 'Older', createdBy: 'Admin', body: '<p>one</p>', created: new Date('2026-01-01T10:00:00Z') },
      { title: 'Newer', createdBy: 'Admin', body: '<p>two</p>', created: new Date('2026-02-01T10:00:00Z') },
    ]);
  });
  afterAll(() => t.close());

  it('lists active, visible rooms with counts and a picture before any game', async () => {
    const res = await t.api('/api/room/GetAllRooms');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.totalUserCount).toBe(0);
    expect(body.totalSongCount).toBe(6); // folk 4 + ragtime 2; hidden and inactive rooms not counted
    expect(body.categories.map((c: { roomName: string }) => c.roomName)).toEqual(['folk', 'ragtime']);
    const folk = body.categories[0];
    expect(folk).toMatchObject({ displayName: 'Folk / Traditional', players: 0, playerCount: 0, totalSongs: 4, songOnly: false });
    // Before a room has played, its picture is the category's own: no song is given away.
    expect(folk.backLog[0].song.albumArt).toBe('/api/media/category/folk.svg');
    const art = await t.api(folk.backLog[0].song.albumArt);
    expect(art.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await art.text();
    expect(svg).toContain('Folk / Traditional');
    expect(svg).not.toMatch(/Song number/);
    expect((await t.api('/api/media/category/nowhere.svg')).status).toBe(404);
    expect(body.categories[1].songOnly).toBe(true);
  });

  it('matches paths case-insensitively', async () => {
    const res = await t.api('/API/ROOM/getallrooms');
    expect(res.status).toBe(200);
    expect((await json(res)).categories).toHaveLength(2);
  });

  it('answers the online player count as a number', async () => {
    const res = await t.api('/api/room/GetPlayerCount');
    expect(await json(res)).toBe(0);
  });

  it('searches rooms by display name ignoring case', async () => {
    const found = await json(t.api('/api/room/SearchRooms?searchTerm=RAG'));
    expect(found).toEqual([{ roomName: 'ragtime', displayName: 'Ragtime & Jazz', displayPic: expect.any(String), playerCount: 0 }]);
    expect(await json(t.api('/api/room/SearchRooms?searchTerm=zzz'))).toEqual([]);
    expect(await json(t.api('/api/room/SearchRooms?searchTerm=hid'))).toEqual([]);
    expect(await json(t.api('/api/room/SearchRooms'))).toEqual([]);
  });

  it('refuses an over-long search term with a message', async () => {
    const res = await t.api(`/api/room/SearchRooms?searchTerm=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: expect.stringMatching(/too long/i) });
  });

  it('gives a room display name and 404s an unknown room', async () => {
    expect(await json(t.api('/api/room/GetRoomDisplayName/FOLK'))).toEqual({ roomDisplayName: 'Folk / Traditional' });
    const missing = await t.api('/api/room/GetRoomDisplayName/nowhere');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: 'Room not found' });
  });

  it('lists active categories for the request form', async () => {
    const list = await json(t.api('/api/room/GetCategoryListActive'));
    expect(list.map((c: { description: string }) => c.description)).toEqual(['Folk / Traditional', 'Hidden', 'Ragtime & Jazz']);
    expect(list[0]).toEqual({ id: expect.any(Number), description: 'Folk / Traditional' });
  });

  it('ranks the leaderboard by points with averages to one decimal', async () => {
    const board = await json(t.api('/api/room/getLeaderboardData'));
    // carol has no points and dave is unconfirmed: neither is listed.
    expect(board.map((e: { name: string }) => e.name)).toEqual(['bob', 'alice']);
    expect(board[0]).toMatchObject({ name: 'bob', points: 50, songsGuessed: 20, averageTime: 2.1 });
    expect(board[1]).toMatchObject({ name: 'alice', averageTime: 2.5, goldMedals: 5 });
  });

  it('shows a profile with rank, and myProfile only to its owner', async () => {
    const anonymous = await json(t.api('/api/profile/ALICE'));
    expect(anonymous).toMatchObject({ name: 'alice', points: 30, globalRank: 2, myProfile: false, lastLogon: null });
    expect(anonymous.accountCreated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const signIn = await t.api('/api/account/authenticate', { method: 'POST', body: { username: 'alice', password: 'Secret123' } });
    const { token } = await json(signIn);
    const own = await json(t.api('/api/profile/alice', { token }));
    expect(own.myProfile).toBe(true);
    expect(own.lastLogon).not.toBeNull();
  });

  it('answers an unknown or unconfirmed profile with Player not found', async () => {
    for (const name of ['nobody', 'dave', 'x'.repeat(80)]) {
      const res = await t.api(`/api/profile/${name}`);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: TEXTS.playerNotFound });
    }
  });

  it('lists blog posts newest first', async () => {
    const posts = await json(t.api('/api/blog/GetAllPosts'));
    expect(posts.map((p: { title: string }) => p.title)).toEqual(['Newer', 'Older']);
    expect(posts[0]).toEqual({ title: 'Newer', createdBy: 'Admin', body: '<p>two</p>', created: '2026-02-01T10:00:00.000Z' });
  });

  it('reads the current website warning', async () => {
    expect(await json(t.api('/api/room/GetWebsiteWarning'))).toEqual({ warning: null });
    await t.database.db.insert(websiteWarnings).values({ text: 'Maintenance at noon' });
    expect(await json(t.api('/api/room/GetWebsiteWarning'))).toEqual({ warning: 'Maintenance at noon' });
  });

  it('sets an XSRF cookie on page loads', async () => {
    const res = await fetch(`${t.url}/api/room/GetPlayerCount`);
    expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
  });

  it('answers unknown API paths with a 404 message', async () => {
    const res = await t.api('/api/room/NoSuchThing');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'Not found' });
  });

  it('writes nothing to the error log for client errors', async () => {
    await t.api('/api/account/authenticate', { method: 'POST', body: '{bad json' });
    expect(await t.database.db.select().from(errorLog)).toEqual([]);
  });
});
