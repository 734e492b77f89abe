import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_ERROR } from '@earshot/shared/hub/events';
import { endOfRoundText, TEXTS } from '@earshot/shared/texts';
import { eq } from 'drizzle-orm';
import { basicLog, categories, categorySongs, playerStats } from '../../src/db/schema.ts';
import { eventually, join, nextEvent, record, startServer, type Client, type TestServer } from './hub-harness.ts';
import { seedRoom, seedUser } from './seed.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t.close();
});

const guess = (client: Client, text: string) => client.timeout(4_000).emitWithAck('SubmitGuess', text);

async function finish(client: Client, room: string) {
  const song = t.answer(room);
  await guess(client, song.artist);
  return guess(client, song.title);
}

describe('a whole game on the hub', () => {
  it('[RD1]–[RD5][SC2][GR1] plays two rounds and a game end with medals, points, ranks and the documented order', async () => {
    await seedRoom(t.database.db, 'flow');
    const [ann, bob, cid] = await Promise.all([t.connect({ room: 'flow' }), t.connect({ room: 'flow' }), t.connect({ room: 'flow' })]);
    const annLog = record(ann!);
    const started = nextEvent(ann!, 'UpdateRoom');
    expect((await join(ann!, 'Ann', 'flow')).ack).toEqual({ ok: true, name: 'Ann' });
    await started;
    const bobJoin = await join(bob!, 'Bob', 'flow');
    expect(bobJoin.state).toMatchObject({ isPlaying: true, currentRound: 1 });
    await join(cid!, 'Cid', 'flow');
    // [SC4][JN3] joined mid-round: wait for the next round.
    expect(await guess(bob!, t.answer('flow').title)).toEqual({ ok: false, code: HUB_ERROR.WAIT_ROUND, message: TEXTS.waitNextRound });

    const [roundEnd] = await nextEvent(ann!, 'RoomRoundEnd');
    expect(roundEnd).toMatchObject({ endOfRound: true, endOfGame: false, currentRound: 1, isPlaying: false });
    expect(await guess(ann!, 'anything')).toMatchObject({ ok: false, code: HUB_ERROR.WAIT_ROUND });

    const [round2] = await nextEvent(ann!, 'UpdateRoom');
    expect(round2).toMatchObject({ isPlaying: true, currentRound: 2, roundsPerGame: 2 });
    expect(await finish(cid!, 'flow')).toEqual({ ok: true, artistCorrect: true, songCorrect: true, awardedPoints: 3, medalRank: 1 });
    expect(await finish(ann!, 'flow')).toMatchObject({ awardedPoints: 2, medalRank: 2 });
    expect(await finish(bob!, 'flow')).toMatchObject({ awardedPoints: 1, medalRank: 3 });
    expect(await guess(cid!, 'again')).toMatchObject({ ok: false, code: HUB_ERROR.WAIT_ROUND });

    const [gameEnd] = await nextEvent(ann!, 'RoomRoundEnd');
    expect(gameEnd).toMatchObject({ endOfGame: true, endOfRound: false, currentRound: 2 });
    expect(gameEnd.endOfGameTime).toBeGreaterThan(gameEnd.serverTime);
    const byName = Object.fromEntries(gameEnd.players.map((p) => [p.name, p]));
    expect(byName.Cid).toMatchObject({ points: 3, gameRank: 1, goldMedals: 1, songsGuessed: 1 });
    expect(byName.Ann).toMatchObject({ points: 2, gameRank: 2, silverMedals: 1 });
    expect(byName.Bob).toMatchObject({ points: 1, gameRank: 3, bronzeMedals: 1 });
    expect(gameEnd.songBacklog).toHaveLength(2);
    expect(gameEnd.songBacklog[0]!.playerAwards.map((a) => [a.playerName, a.awardRank])).toEqual([['Ann', 2], ['Bob', 3], ['Cid', 1]]);
    expect(await guess(ann!, 'anything')).toEqual({ ok: false, code: HUB_ERROR.WAIT_GAME, message: TEXTS.waitNextGame });

    // Both arrive together: listen for both before awaiting either.
    const snapshot = nextEvent(ann!, 'GetRoomData');
    const firstRound = nextEvent(ann!, 'UpdateRoom');
    const [newGame] = await snapshot;
    expect(newGame).toMatchObject({ currentRound: 1, isPlaying: true });
    expect(newGame.players.every((p) => p.points === 0 && p.gameRank === 0)).toBe(true);
    await firstRound;

    const order = annLog.map((e) => (e.event === 'SendSystemMessageToRoom' ? `System:${e.args[0]}` : e.event));
    const updates = (from: number, to: number) => order.slice(from, to).filter((e) => e !== 'PlayerUpdate');
    // Join into an idle room, then the game starts.
    expect(order.slice(0, 5)).toEqual(['SendAcceptedName', 'GetRoomData', 'PlayerUpdate', 'GetRoomData', 'UpdateRoom']);
    const ends = order.flatMap((e, i) => (e === 'RoomRoundEnd' ? [i] : []));
    expect(updates(ends[0]!, ends[0]! + 3)).toEqual(['RoomRoundEnd', `System:${endOfRoundText(1)}`, 'UpdateRoom']);
    expect(order.slice(ends[1]!, ends[1]! + 4)).toEqual(['RoomRoundEnd', `System:${endOfRoundText(2)}`, 'GetRoomData', 'UpdateRoom']);
  });

  it('[JN3] a mid-round joiner gets the state with isPlaying and "Round currently in session"', async () => {
    await seedRoom(t.database.db, 'midround');
    const [ann, bob] = await Promise.all([t.connect(), t.connect()]);
    await join(ann!, 'Ann', 'midround');
    const message = nextEvent(bob!, 'SendSystemMessageToRoom');
    const { state } = await join(bob!, 'Bob', 'midround');
    expect(state).toMatchObject({ isPlaying: true, endOfRound: false, roomName: 'midround' });
    expect(state!.endOfRoundTime).toBeGreaterThan(state!.serverTime);
    expect(await message).toEqual([TEXTS.roundInSession]);
    expect(state!.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
  });

  it('[SC1] in a song-only room the title alone takes the medal', async () => {
    await seedRoom(t.database.db, 'songonly', { songOnly: true });
    const ann = await t.connect();
    const { state } = await join(ann, 'Ann', 'songonly');
    expect(state?.songOnly).toBe(true);
    const song = t.answer('songonly');
    expect(await guess(ann, song.artist)).toMatchObject({ ok: true, artistCorrect: false, songCorrect: false });
    expect(await guess(ann, song.title)).toEqual({ ok: true, artistCorrect: false, songCorrect: true, awardedPoints: 3, medalRank: 1 });
  });

  it('[ST1][ST3] round results of registered players and the song counts are written; the join is logged', async () => {
    const { categoryId } = await seedRoom(t.database.db, 'stats');
    const userId = await seedUser(t.database.db, 'statsfan');
    const { token } = await t.server.ctx.tokens.issue({ userId, username: 'statsfan', isAdmin: false });
    const fan = await t.connect({ token });
    const guest = await t.connect();
    expect((await join(fan, 'whatever', 'stats')).ack).toEqual({ ok: true, name: 'statsfan' });
    await join(guest, 'Gus', 'stats');
    await nextEvent(fan, 'UpdateRoom', (s) => s.currentRound === 2);
    const song = t.answer('stats');
    await finish(fan, 'stats');
    await nextEvent(fan, 'RoomRoundEnd', (s) => s.endOfGame);
    const db = t.database.db;
    const stats = await eventually(async () => {
      const [row] = await db.select().from(playerStats).where(eq(playerStats.userId, userId));
      return row && row.gameRankOneCount > 0 ? row : undefined;
    });
    expect(stats).toMatchObject({ points: 3, songsGuessed: 1, goldMedals: 1, gameRankOneCount: 1 });
    expect(stats.totalGuessMs).toBeLessThan(1_000);
    const [counts] = await db.select().from(categorySongs).where(eq(categorySongs.songId, song.id));
    expect(counts).toMatchObject({ categoryId, playCount: 1, observedCount: 2, successCount: 1 });
    const log = await db.select().from(basicLog).where(eq(basicLog.roomName, 'stats'));
    expect(log.map((l) => [l.action, l.selectedName, l.path, l.ipAddress])).toEqual(
      expect.arrayContaining([['JoinGame', 'statsfan', '/room/stats', '127.0.0.1'], ['JoinGame', 'Gus', '/room/stats', '127.0.0.1']]),
    );
  });

  it('[JN5][RD7] leaving removes the player for the others; the last one out stops the room and its timer', async () => {
    await seedRoom(t.database.db, 'leaving');
    const [ann, bob] = await Promise.all([t.connect(), t.connect()]);
    await join(ann!, 'Ann', 'leaving');
    await join(bob!, 'Bob', 'leaving');
    expect(t.server.ctx.live.playerCount('LEAVING')).toBe(2);
    const removed = nextEvent(ann!, 'PlayerUpdate', (p) => p.removed === true);
    bob!.disconnect();
    expect((await removed)[0]).toMatchObject({ name: 'Bob', removed: true });
    ann!.disconnect();
    const runner = t.server.hub.rooms.find('leaving')!;
    await eventually(async () => (runner.state.players.length === 0 ? true : undefined));
    expect(runner.state.phase.kind).toBe('idle');
    expect(runner.scheduledAt).toBeNull();
    expect(t.server.ctx.live.playerCount('leaving')).toBe(0);
    expect(t.server.ctx.live.backlog('leaving')).toEqual([]);
  });

  it('[JN4] reconnecting: a guest rejoins under the same name; an account moves to its new connection and keeps its points', async () => {
    await seedRoom(t.database.db, 'reconnect');
    const userId = await seedUser(t.database.db, 'comeback');
    const { token } = await t.server.ctx.tokens.issue({ userId, username: 'comeback', isAdmin: false });
    const first = await t.connect({ token });
    await join(first, '', 'reconnect');
    await finish(first, 'reconnect');
    const second = await t.connect({ token });
    const kicked = nextEvent(first, 'Disconnect');
    const { ack, state } = await join(second, '', 'reconnect');
    expect(ack).toEqual({ ok: true, name: 'comeback' });
    expect(await kicked).toEqual(['You joined this room from another window']);
    expect(state!.players).toEqual([expect.objectContaining({ name: 'comeback', points: 3 })]);

    const guest = await t.connect();
    await join(guest, 'Gina', 'reconnect');
    guest.disconnect();
    const again = await t.connect();
    await eventually(async () => (t.server.ctx.live.playerCount('reconnect') === 1 ? true : undefined));
    expect((await join(again, 'Gina', 'reconnect')).ack).toEqual({ ok: true, name: 'Gina' });
  });

  it('[RD8] a disabled category stops its room: roomActive false, "Room has been disabled", no guesses, no joins', async () => {
    await seedRoom(t.database.db, 'closing');
    const ann = await t.connect();
    await join(ann, 'Ann', 'closing');
    await t.database.db.update(categories).set({ roomActive: false }).where(eq(categories.roomName, 'closing'));
    const snapshot = nextEvent(ann, 'GetRoomData');
    const message = nextEvent(ann, 'SendSystemMessageToRoom');
    await t.server.hub.rooms.refresh('closing');
    expect((await snapshot)[0]).toMatchObject({ roomActive: false, isPlaying: false, currentRound: 0 });
    expect(await message).toEqual([TEXTS.roomDisabled]);
    expect(await guess(ann, 'x')).toEqual({ ok: false, code: HUB_ERROR.ROOM_DISABLED, message: TEXTS.roomDisabled });
    const bob = await t.connect();
    expect((await join(bob, 'Bob', 'closing')).ack).toMatchObject({ ok: false, code: HUB_ERROR.ROOM_NOT_FOUND });
    expect(t.server.hub.rooms.find('closing')!.scheduledAt).toBeNull();
  });
});
