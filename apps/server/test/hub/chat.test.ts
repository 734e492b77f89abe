import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_ERROR } from '@earshot/shared/hub/events';
import { TEXTS } from '@earshot/shared/texts';
import { join, nextEvent, record, startServer, type Client, type TestServer } from './hub-harness.ts';
import { seedRoom } from './seed.ts';

let t: TestServer;
let ann: Client;
let bob: Client;
let cid: Client;
let outsider: Client;

beforeAll(async () => {
  t = await startServer();
  await seedRoom(t.database.db, 'chat');
  await seedRoom(t.database.db, 'other');
  [ann, bob, cid, outsider] = await Promise.all([t.connect(), t.connect(), t.connect(), t.connect()]);
  await join(ann, 'Ann', 'chat');
  await join(bob, 'Bob', 'chat');
  await join(cid, 'Cid', 'chat');
  await join(outsider, 'Oz', 'other');
});
afterAll(async () => {
  await t.close();
});

const say = (client: Client, text: string) => client.timeout(4_000).emitWithAck('sendMessageToRoom', text);
const whisper = (client: Client, text: string, target: string) =>
  client.timeout(4_000).emitWithAck('SendWhisperToPlayer', text, target);

describe('chat on the hub', () => {
  it('[CH5] a message reaches everyone in the room, sender included, and no other room', async () => {
    const outsiderLog = record(outsider);
    const heard = Promise.all([ann, bob, cid].map((c) => nextEvent(c, 'SendMessageToRoom')));
    expect(await say(ann, ' hello room ')).toEqual({ ok: true });
    for (const [message] of await heard) expect(message).toEqual({ name: 'Ann', message: 'hello room' });
    const synced = nextEvent(outsider, 'SendMessageToRoom', (m) => m.message === 'sync');
    await say(outsider, 'sync');
    await synced;
    expect(outsiderLog.filter((e) => e.event === 'SendMessageToRoom').map((e) => e.args[0])).toEqual([{ name: 'Oz', message: 'sync' }]);
  });

  it('[CH1]–[CH4] the chat rules answer in the ack and nothing is broadcast', async () => {
    const bobLog = record(bob);
    expect(await say(ann, '   ')).toEqual({ ok: false, code: HUB_ERROR.MESSAGE_EMPTY, message: '' });
    expect(await say(ann, 'x'.repeat(255))).toEqual({ ok: false, code: HUB_ERROR.MESSAGE_TOO_LONG, message: TEXTS.messageTooLong });
    expect(await say(ann, '<script>alert(1)</script>')).toEqual({ ok: false, code: HUB_ERROR.MESSAGE_HTML, message: TEXTS.messageCannotBeSent });
    const room = t.server.hub.rooms.find('chat')!;
    if (room.state.phase.kind !== 'round') await nextEvent(ann, 'UpdateRoom');
    const song = t.answer('chat');
    expect(await say(ann, `maybe ${song.title.toLowerCase()}?`)).toEqual({ ok: false, code: HUB_ERROR.GUESS_IN_CHAT, message: TEXTS.guessesGoInBox });
    expect(await whisper(ann, song.artist, 'Bob')).toMatchObject({ code: HUB_ERROR.GUESS_IN_CHAT });
    const marked = nextEvent(bob, 'SendMessageToRoom', (m) => m.message === 'marker');
    await say(ann, 'marker');
    await marked;
    expect(bobLog.filter((e) => e.event === 'SendMessageToRoom' || e.event === 'SendWhisper')).toHaveLength(1);
  });

  it('[CH6] a whisper reaches its target and is echoed to the sender; a third player does not receive it', async () => {
    const cidLog = record(cid);
    const received = nextEvent(bob, 'SendWhisper');
    const echoed = nextEvent(ann, 'SendWhisper');
    expect(await whisper(ann, 'just between us', 'bob')).toEqual({ ok: true });
    expect(await received).toEqual([{ from: 'Ann', to: 'Bob', message: 'just between us' }]);
    expect(await echoed).toEqual([{ from: 'Ann', to: 'Bob', message: 'just between us' }]);
    // '/w' typed into the room chat is a whisper too, never public.
    const second = nextEvent(bob, 'SendWhisper', (w) => w.message === 'second secret');
    expect(await say(ann, '/w Bob second secret')).toEqual({ ok: true });
    await second;
    const synced = nextEvent(cid, 'SendMessageToRoom', (m) => m.message === 'sync point');
    await say(ann, 'sync point');
    await synced;
    expect(cidLog.some((e) => e.event === 'SendWhisper' || JSON.stringify(e.args).includes('secret'))).toBe(false);
    expect(cidLog.some((e) => JSON.stringify(e.args).includes('just between us'))).toBe(false);
  });

  it('[CH6] whispering to someone not in the room: UNKNOWN_TARGET (players of other rooms are unknown too)', async () => {
    expect(await whisper(ann, 'hi', 'Nobody')).toEqual({ ok: false, code: HUB_ERROR.UNKNOWN_TARGET, message: TEXTS.playerNotFound });
    expect(await whisper(ann, 'hi', 'Oz')).toMatchObject({ code: HUB_ERROR.UNKNOWN_TARGET });
  });

  it('[HB5] a socket that has not joined cannot guess, chat or whisper', async () => {
    const stranger = await t.connect();
    const notInRoom = { ok: false, code: HUB_ERROR.NOT_IN_ROOM, message: 'Join a room first' };
    expect(await stranger.timeout(4_000).emitWithAck('SubmitGuess', 'x')).toEqual(notInRoom);
    expect(await say(stranger, 'hello')).toEqual(notInRoom);
    expect(await whisper(stranger, 'hello', 'Ann')).toEqual(notInRoom);
  });
});
