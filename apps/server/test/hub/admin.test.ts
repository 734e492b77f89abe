import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_DEFAULTS } from '@earshot/shared/constants';
import { HUB_ERROR } from '@earshot/shared/hub/events';
import type { AdminRoom, GameState } from '@earshot/shared/hub/game-state';
import { adminRoomSchema } from '@earshot/shared/hub/game-state';
import { ADMINS_ONLY_TEXT } from '../../src/auth/session-check.ts';
import { join, nextEvent, startServer, type Client, type TestServer } from './hub-harness.ts';
import { seedRoom, seedUser } from './seed.ts';

let t: TestServer;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  t = await startServer();
  for (const room of ['lobby', 'botroom', 'busy']) await seedRoom(t.database.db, room);
  const adminId = await seedUser(t.database.db, 'boss', true);
  const userId = await seedUser(t.database.db, 'plain');
  adminToken = (await t.server.ctx.tokens.issue({ userId: adminId, username: 'boss', isAdmin: true })).token;
  userToken = (await t.server.ctx.tokens.issue({ userId, username: 'plain', isAdmin: false })).token;
});
afterAll(async () => {
  await t.close();
});

const XSRF = 'test-xsrf-token';
function rest(method: 'GET' | 'POST', url: string, token: string | null, payload?: object) {
  return t.server.app.inject({
    method,
    url,
    payload,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
    },
  });
}

const adminJoin = (client: Client) => client.timeout(4_000).emitWithAck('JoinGameAdmin');

describe('admin on the hub', () => {
  it('[AD1] JoinGameAdmin is refused for guests and players without the admin claim', async () => {
    const forbidden = { ok: false, code: HUB_ERROR.FORBIDDEN, message: ADMINS_ONLY_TEXT };
    expect(await adminJoin(await t.connect())).toEqual(forbidden);
    const plain = await t.connect({ token: userToken });
    expect(await adminJoin(plain)).toEqual(forbidden);
    expect(await plain.timeout(4_000).emitWithAck('AdminMessageToRoom', 'lobby', 'hi')).toEqual(forbidden);
    expect(await plain.timeout(4_000).emitWithAck('AdminWhisperToPlayer', 'lobby', 'Ann', 'hi')).toEqual(forbidden);
  });

  it('[AD2] an admin gets every room with its answer, then copies of room events carrying the room name', async () => {
    const ann = await t.connect();
    await join(ann, 'Ann', 'lobby');
    const admin = await t.connect({ token: adminToken });
    const answer = await adminJoin(admin);
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    const rooms: AdminRoom[] = answer.rooms;
    const lobby = rooms.find((r) => r.roomName === 'lobby')!;
    expect(adminRoomSchema.parse(lobby)).toEqual(lobby);
    const song = t.answer('lobby');
    expect(lobby).toMatchObject({
      isPlaying: true,
      currentRound: 1,
      currentSong: { artist: song.artist, titleClean: song.titleClean, playCount: 0, observedCount: 0, successRate: 0 },
      players: [expect.objectContaining({ name: 'Ann', roomName: 'lobby' })],
    });
    expect(rooms.map((r) => r.roomName).sort()).toEqual(['botroom', 'busy', 'lobby']);

    const chatCopy = nextEvent(admin, 'SendMessageToRoom');
    await ann.timeout(4_000).emitWithAck('sendMessageToRoom', 'hello admins');
    expect(await chatCopy).toEqual([{ name: 'Ann', message: 'hello admins', roomName: 'lobby' }]);

    const playerCopy = nextEvent(admin, 'PlayerUpdate', (p) => p.name === 'Bob');
    const logCopy = nextEvent(admin, 'AdminLog');
    const bob = await t.connect();
    await join(bob, 'Bob', 'lobby');
    expect((await playerCopy)[0]).toMatchObject({ name: 'Bob', roomName: 'lobby' });
    expect((await logCopy)[0]).toMatchObject({ action: 'JoinGame', roomName: 'lobby', name: 'Bob', ip: '127.0.0.1' });

    const ended = nextEvent(admin, 'RoomRoundEnd', (s) => s.roomName === 'lobby');
    const systemLine = nextEvent(admin, 'SendSystemMessageToRoom', (_m, room) => room === 'lobby');
    const next = nextEvent(admin, 'UpdateRoom', (s: GameState) => s.roomName === 'lobby');
    const [roundEnd] = await ended;
    expect(await systemLine).toEqual([`End of round ${roundEnd.currentRound}`, 'lobby']);
    const [started] = await next;
    expect(roundEnd.endOfRound).toBe(true);
    // Admin copies of a round's state carry the song in full.
    expect(started.currentSong).toMatchObject({ title: t.answer('lobby').title });

    const systemCopy = new Promise<unknown[]>((resolve) => admin.once('SendSystemMessageToRoom', (...args) => resolve(args)));
    const heard = nextEvent(ann, 'SendSystemMessageToRoom', (m) => m === 'Be kind');
    expect(await admin.timeout(4_000).emitWithAck('AdminMessageToRoom', 'LOBBY', 'Be kind')).toEqual({ ok: true });
    expect(await heard).toEqual(['Be kind']);
    expect(await systemCopy).toEqual(['Be kind', 'lobby']);

    const bobLog: string[] = [];
    bob.on('SendWhisper', (w) => bobLog.push(w.message));
    const whispered = nextEvent(ann, 'SendWhisper');
    expect(await admin.timeout(4_000).emitWithAck('AdminWhisperToPlayer', 'lobby', 'ann', 'psst')).toEqual({ ok: true });
    expect(await whispered).toEqual([{ from: 'boss', to: 'Ann', message: 'psst' }]);
    expect(await admin.timeout(4_000).emitWithAck('AdminWhisperToPlayer', 'lobby', 'ghost', 'psst')).toMatchObject({ code: HUB_ERROR.UNKNOWN_TARGET });
    expect(await admin.timeout(4_000).emitWithAck('AdminMessageToRoom', 'nowhere', 'hi')).toMatchObject({ code: HUB_ERROR.ROOM_NOT_FOUND });
    expect(bobLog).toEqual([]);
  });
});

describe('admin REST', () => {
  it('[AD3] GET /api/admin/GetAllRooms needs the admin claim and lists AdminRoom objects', async () => {
    expect((await rest('GET', '/api/admin/GetAllRooms', null)).statusCode).toBe(401);
    expect((await rest('GET', '/api/admin/GetAllRooms', userToken)).statusCode).toBe(403);
    const response = await rest('GET', '/api/admin/getallrooms', adminToken);
    expect(response.statusCode).toBe(200);
    const rooms = response.json() as AdminRoom[];
    expect(rooms.map((r) => adminRoomSchema.parse(r).roomName).sort()).toEqual(['botroom', 'busy', 'lobby']);
  });

  it('[AD4] AddBots validates its body', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ ThreadSleepMin: 5_000, ThreadSleepMax: 1_000 }, /ThreadSleepMin must not be more than ThreadSleepMax/],
      [{ SuccessChance: 101 }, /SuccessChance must be between 0 and 100/],
      [{ NumberOfBots: 0 }, /NumberOfBots must be between 1 and 50/],
      [{ NumberOfBots: 51 }, /NumberOfBots must be between 1 and 50/],
      [{ NamePrefix: 'Bot 1' }, /NamePrefix/],
    ];
    for (const [body, message] of cases) {
      const response = await rest('POST', '/api/admin/AddBots', adminToken, { RoomName: 'botroom', ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(t.server.ctx.live.playerCount('botroom')).toBe(0);
    const missing = await rest('POST', '/api/admin/AddBots', adminToken, { RoomName: 'atlantis' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No active room named atlantis' });
    expect((await rest('POST', '/api/admin/AddBots', userToken, {})).statusCode).toBe(403);
  });

  it('[BT1][BT2][BT3] bots join, count as players, and answer through the same scoring', async () => {
    const watcher = await t.connect();
    await join(watcher, 'Watcher', 'botroom');
    const response = await rest('POST', '/api/admin/AddBots', adminToken, {
      RoomName: 'BotRoom',
      NumberOfBots: 3,
      NamePrefix: 'Robo',
      ThreadSleepMin: 50,
      ThreadSleepMax: 80,
      SuccessChance: 100,
    });
    expect(response.statusCode).toBe(200);
    const { roomName, names } = response.json() as { roomName: string; names: string[] };
    expect(roomName).toBe('botroom');
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^Robo[A-Z]+$/);
    expect(t.server.ctx.live.playerCount('botroom')).toBe(4);
    expect(Number((await rest('GET', '/api/room/GetPlayerCount', null)).body)).toBeGreaterThanOrEqual(4);
    // Bots who joined mid-round play from the next round: all three finish it and take the medals.
    const [roundEnd] = await nextEvent(watcher, 'RoomRoundEnd', (s) => s.currentRound === 2);
    const bots = roundEnd.players.filter((p) => p.isBot);
    expect(bots.map((b) => b.medalRank).sort()).toEqual([1, 2, 3]);
    expect(bots.every((b) => !b.authenticated && b.songCorrect && b.artistCorrect)).toBe(true);
  });

  it('[AD4] the default room "hits" falls back to the busiest active room', async () => {
    const live = t.server.ctx.live;
    const clients = await Promise.all(Array.from({ length: live.playerCount('botroom') + 1 }, () => t.connect()));
    for (const [i, client] of clients.entries()) await join(client, `Crowd${'abcdefgh'[i]}`, 'busy');
    expect(live.playerCount('busy')).toBeGreaterThan(Math.max(live.playerCount('botroom'), live.playerCount('lobby')));
    const response = await rest('POST', '/api/admin/AddBots', adminToken, { NumberOfBots: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roomName: 'busy' });
    expect(response.json().names.every((n: string) => n.startsWith('Bot'))).toBe(true);
    expect(BOT_DEFAULTS.RoomName).toBe('hits');
  });
});
