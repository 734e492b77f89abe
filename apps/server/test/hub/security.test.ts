import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_ERROR } from '@earshot/shared/hub/events';
import type { GameState } from '@earshot/shared/hub/game-state';
import { TEXTS } from '@earshot/shared/texts';
import { SESSION_EXPIRED_TEXT } from '../../src/auth/session-check.ts';
import { timeouts } from '../../src/db/schema.ts';
import { ORIGIN_REFUSED_TEXT } from '../../src/hub/handshake.ts';
import { INVALID_ARGUMENT_TEXT } from '../../src/hub/invocation.ts';
import { FLOODING_TEXT, HUB_RATE_LIMIT, RATE_LIMITED_TEXT } from '../../src/hub/rate-limit.ts';
import { join, nextEvent, record, startServer, type Client, type TestServer } from './hub-harness.ts';
import { seedRoom } from './seed.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
  for (const room of ['leak', 'names', 'args', 'rate', 'first', 'second']) await seedRoom(t.database.db, room);
  await seedRoom(t.database.db, 'closed', { active: false });
});
afterAll(async () => {
  await t.close();
});

const invalid = { ok: false, code: HUB_ERROR.INVALID_ARGUMENT, message: INVALID_ARGUMENT_TEXT };
/** Emits with raw arguments, as a misbehaving client could. */
const raw = (client: Client, event: string, ...args: unknown[]) =>
  (client.timeout(4_000) as unknown as { emitWithAck: (e: string, ...a: unknown[]) => Promise<unknown> }).emitWithAck(event, ...args);

describe('what players can learn', () => {
  it('[VW1] nothing a player receives before a round ends contains that round\u2019s title or artist', async () => {
    const [ann, bob] = await Promise.all([t.connect(), t.connect()]);
    const logs = [record(ann!), record(bob!)];
    await join(ann!, 'Ann', 'leak');
    await join(bob!, 'Bob', 'leak');
    for (let round = 0; round < 3; round++) {
      if (t.server.hub.rooms.find('leak')!.state.phase.kind !== 'round') await nextEvent(ann!, 'UpdateRoom');
      const song = t.answer('leak');
      await ann!.timeout(4_000).emitWithAck('SubmitGuess', song.artist);
      await ann!.timeout(4_000).emitWithAck('SubmitGuess', song.title);
      await bob!.timeout(4_000).emitWithAck('sendMessageToRoom', `is it ${song.title}`);
      await bob!.timeout(4_000).emitWithAck('SendWhisperToPlayer', song.artist, 'Ann');
      await ann!.timeout(4_000).emitWithAck('sendMessageToRoom', 'nice one');
      await nextEvent(ann!, 'RoomRoundEnd');
    }
    await nextEvent(ann!, 'UpdateRoom');
    for (const log of logs) {
      const revealed = log.flatMap((e, i) => (e.event === 'RoomRoundEnd' ? [{ i, song: (e.args[0] as GameState).currentSong }] : []));
      expect(revealed).toHaveLength(3);
      for (const { i, song } of revealed) {
        expect(song && 'title' in song).toBe(true);
        if (!song || !('title' in song)) continue;
        const before = JSON.stringify(log.slice(0, i));
        expect(before).not.toContain(song.title);
        expect(before).not.toContain(song.artist);
        expect(JSON.stringify(log[i])).toContain(song.title);
      }
      const states = log.filter((e) => ['GetRoomData', 'UpdateRoom', 'RoomRoundEnd'].includes(e.event));
      for (const e of states) expect((e.args[0] as GameState).serverTime).toBeGreaterThan(0);
    }
  });
});

describe('handshake', () => {
  it('[HB1] a browser origin other than the site is refused; the site itself and clients without Origin are let in', async () => {
    await expect(t.connect({ origin: 'http://evil.example' })).rejects.toThrow(ORIGIN_REFUSED_TEXT);
    await expect(t.connect({ origin: 'http://localhost:5173' })).rejects.toThrow(ORIGIN_REFUSED_TEXT);
    await expect(t.connect({ origin: t.server.ctx.config.publicUrl })).resolves.toBeDefined();
    await expect(t.connect({ origin: 'http://127.0.0.1:3000' })).resolves.toBeDefined();
    await expect(t.connect()).resolves.toBeDefined();
  });

  it('[HB2] an invalid token is refused', async () => {
    await expect(t.connect({ token: 'not-a-jwt' })).rejects.toThrow(SESSION_EXPIRED_TEXT);
  });
});

describe('joining', () => {
  it('[JN2][JN6] name rules, unique names ignoring case, unknown and inactive rooms', async () => {
    const [ann, other] = await Promise.all([t.connect(), t.connect()]);
    await join(ann!, 'Ann', 'names');
    const ask = (name: string, room = 'names') => other!.timeout(4_000).emitWithAck('JoinGame', name, room);
    expect(await ask('aNN')).toEqual({ ok: false, code: HUB_ERROR.NAME_IN_USE, message: TEXTS.nameInUse });
    expect(await ask('Ann2')).toEqual({ ok: false, code: HUB_ERROR.INVALID_NAME, message: TEXTS.nameRule });
    expect(await ask('')).toEqual({ ok: false, code: HUB_ERROR.INVALID_NAME, message: TEXTS.nameRequired });
    expect(await ask('Abcdefghijklmn')).toMatchObject({ code: HUB_ERROR.INVALID_NAME });
    expect(await ask('Zoe', 'nosuchroom')).toEqual({ ok: false, code: HUB_ERROR.ROOM_NOT_FOUND, message: 'Room not found' });
    expect(await ask('Zoe', 'closed')).toMatchObject({ code: HUB_ERROR.ROOM_NOT_FOUND });
    expect(t.server.ctx.live.playerCount('names')).toBe(1);
    expect(await ask('Zoé', 'NAMES')).toEqual({ ok: true, name: 'Zoé' });
  });

  it('[JN6] banned names and addresses, and unexpired timeouts, are refused; expired timeouts are not', async () => {
    const db = t.database.db;
    const hour = 3_600_000;
    await db.insert(timeouts).values([
      { name: 'Villain', reason: 'Please no', banned: true },
      { name: 'Rascal', reason: 'Please no', expiresAt: new Date(Date.now() + hour) },
      { name: 'Reformed', reason: 'Please no', expiresAt: new Date(Date.now() - hour) },
      { ip: '203.0.113.9', reason: 'Please no', banned: true },
    ]);
    t.server.hub.clearBanCache();
    const client = await t.connect();
    const ask = (name: string) => client.timeout(4_000).emitWithAck('JoinGame', name, 'names');
    expect(await ask('villain')).toEqual({ ok: false, code: HUB_ERROR.BANNED, message: 'Please no' });
    expect(await ask('Rascal')).toMatchObject({ ok: false, code: HUB_ERROR.BANNED });
    expect(await ask('Reformed')).toEqual({ ok: true, name: 'Reformed' });
    const proxied = await t.connect({ headers: { 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' } });
    expect(await proxied.timeout(4_000).emitWithAck('JoinGame', 'Innocent', 'names')).toMatchObject({ ok: false, code: HUB_ERROR.BANNED });
  });

  it('[HB5] one room per socket: joining another room leaves the first', async () => {
    const [ann, bob] = await Promise.all([t.connect(), t.connect()]);
    await join(bob!, 'Bob', 'first');
    await join(ann!, 'Ann', 'first');
    const left = nextEvent(bob!, 'PlayerUpdate', (p) => p.name === 'Ann' && p.removed === true);
    const { ack } = await join(ann!, 'Ann', 'second');
    expect(ack).toEqual({ ok: true, name: 'Ann' });
    await left;
    expect(t.server.ctx.live.playerCount('first')).toBe(1);
    expect(t.server.ctx.live.playerCount('second')).toBe(1);
    // A second join of the same room under the same name just resends the snapshot.
    expect((await join(ann!, 'ann', 'second')).ack).toEqual({ ok: true, name: 'Ann' });
    expect(t.server.ctx.live.playerCount('second')).toBe(1);
  });
});

describe('arguments', () => {
  it('[HB3] arguments are validated: wrong types, missing or extra arguments get INVALID_ARGUMENT and change nothing', async () => {
    const client = await t.connect();
    expect(await raw(client, 'JoinGame', 123, 'args')).toEqual(invalid);
    expect(await raw(client, 'JoinGame', 'Ann')).toEqual(invalid);
    expect(await raw(client, 'JoinGame', 'Ann', 'args', 'extra')).toEqual(invalid);
    expect(await raw(client, 'JoinGame', { name: 'Ann' }, ['args'])).toEqual(invalid);
    expect(t.server.ctx.live.playerCount('args')).toBe(0);
    await join(client, 'Ann', 'args');
    expect(await raw(client, 'SubmitGuess', 'x'.repeat(201))).toEqual(invalid);
    expect(await raw(client, 'SubmitGuess')).toEqual(invalid);
    expect(await raw(client, 'SendWhisperToPlayer', 'hello')).toEqual(invalid);
    expect(await raw(client, 'sendMessageToRoom', null)).toEqual(invalid);
    expect(await raw(client, 'JoinGameAdmin', 'x')).toEqual(invalid);
  });

  it('[HB3] a missing or non-function ack does not break the server', async () => {
    const client = await t.connect();
    const loose = client as unknown as { emit: (event: string, ...args: unknown[]) => void };
    const snapshot = nextEvent(client, 'GetRoomData');
    loose.emit('JoinGame', 'Nack', 'args');
    await snapshot;
    loose.emit('SubmitGuess', 'x', 42);
    loose.emit('sendMessageToRoom');
    loose.emit('SubmitGuess', 'no ack');
    expect(await client.timeout(4_000).emitWithAck('sendMessageToRoom', 'still here')).toEqual({ ok: true });
  });
});

describe('rate limiting', () => {
  it('[HB4] a burst is served, then RATE_LIMITED; the room and other players are unaffected; a flooder is disconnected', async () => {
    const [spammer, calm] = await Promise.all([t.connect(), t.connect()]);
    await join(spammer!, 'Spam', 'rate');
    await join(calm!, 'Calm', 'rate');
    const answers = await Promise.all(
      Array.from({ length: HUB_RATE_LIMIT.burst + 10 }, (_, i) => spammer!.timeout(4_000).emitWithAck('sendMessageToRoom', `m${i}`)),
    );
    const limited = answers.filter((a) => !a.ok);
    expect(answers.filter((a) => a.ok).length).toBeGreaterThanOrEqual(HUB_RATE_LIMIT.burst - 1);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]).toEqual({ ok: false, code: HUB_ERROR.RATE_LIMITED, message: RATE_LIMITED_TEXT });
    expect(await calm!.timeout(4_000).emitWithAck('sendMessageToRoom', 'I am fine')).toEqual({ ok: true });

    const kicked = nextEvent(spammer!, 'Disconnect');
    const gone = new Promise((resolve) => spammer!.once('disconnect', resolve));
    const removed = nextEvent(calm!, 'PlayerUpdate', (p) => p.name === 'Spam' && p.removed === true);
    for (let i = 0; i < HUB_RATE_LIMIT.floodStrikes + 5; i++) spammer!.emit('sendMessageToRoom', 'flood', () => {});
    expect(await kicked).toEqual([FLOODING_TEXT]);
    await gone;
    await removed;
    expect(t.server.hub.rooms.find('rate')!.state.phase.kind).not.toBe('idle');
  });
});
