import { describe, expect, it } from 'vitest';
import { HUB_ERROR } from '@earshot/shared/hub/events';
import { TEXTS } from '@earshot/shared/texts';
import { aRoom } from './builders.ts';
import { engine } from './engine-harness.ts';

function twoPlayers() {
  const room = engine();
  room.join('Ann');
  room.join('Bob');
  room.take();
  return room;
}

const say = (room: ReturnType<typeof engine>, name: string, text: string) =>
  room.send({ type: 'chat', key: `key-${name}`, text });

describe('chat', () => {
  it('[CH1] blank messages are ignored', () => {
    const room = twoPlayers();
    expect(say(room, 'Ann', '   ')).toEqual({ ok: false, code: HUB_ERROR.MESSAGE_EMPTY, message: '' });
    expect(room.take()).toEqual([]);
  });

  it('[CH2] 255 characters or more is too long; 254 is fine', () => {
    const room = twoPlayers();
    expect(say(room, 'Ann', 'a'.repeat(255))).toEqual({ ok: false, code: HUB_ERROR.MESSAGE_TOO_LONG, message: TEXTS.messageTooLong });
    expect(say(room, 'Ann', 'a'.repeat(254))).toEqual({ ok: true });
  });

  it('[CH3] HTML tags cannot be sent', () => {
    const room = twoPlayers();
    expect(say(room, 'Ann', 'hi <b>there</b>')).toEqual({ ok: false, code: HUB_ERROR.MESSAGE_HTML, message: TEXTS.messageCannotBeSent });
    expect(say(room, 'Ann', '3 < 4 and 5 > 2')).toEqual({ ok: true });
  });

  it('[CH4] naming the current title or artist during a round is refused; after the round it is fine', () => {
    const room = twoPlayers();
    const song = room.song();
    const refused = { ok: false, code: HUB_ERROR.GUESS_IN_CHAT, message: TEXTS.guessesGoInBox };
    expect(say(room, 'Ann', `is it ${song.title.toLowerCase()}?`)).toEqual(refused);
    expect(say(room, 'Ann', `sounds like ${song.artist}`)).toEqual(refused);
    expect(room.take()).toEqual([]);
    room.next();
    expect(say(room, 'Ann', `it was ${song.title}`)).toEqual({ ok: true });
  });

  it('[CH5] chat reaches the room under the sender\u2019s name and is kept for the admin view', () => {
    const room = twoPlayers();
    expect(say(room, 'Ann', '  hello all ')).toEqual({ ok: true });
    expect(room.take()).toEqual([{ type: 'chat', name: 'Ann', message: 'hello all' }]);
    expect(room.state.chatLog.at(-1)).toBe('Ann: hello all');
  });

  it('[CH5] "/w name text" typed in chat is a whisper, never public', () => {
    const room = twoPlayers();
    expect(say(room, 'Ann', '/w bob psst')).toEqual({ ok: true });
    expect(room.take()).toEqual([
      { type: 'whisper', fromKey: 'key-Ann', toKey: 'key-Bob', from: 'Ann', to: 'Bob', message: 'psst' },
    ]);
    expect(room.state.chatLog.join('\n')).not.toContain('psst');
  });

  it('[CH6] a whisper to someone not in the room is refused; the chat rules apply to whispers', () => {
    const room = twoPlayers();
    expect(room.send({ type: 'whisper', key: 'key-Ann', targetName: 'Zed', text: 'hi' })).toEqual({
      ok: false,
      code: HUB_ERROR.UNKNOWN_TARGET,
      message: TEXTS.playerNotFound,
    });
    expect(room.send({ type: 'whisper', key: 'key-Ann', targetName: 'Bob', text: room.song().title })).toMatchObject({
      code: HUB_ERROR.GUESS_IN_CHAT,
    });
    expect(room.send({ type: 'whisper', key: 'stranger', targetName: 'Bob', text: 'hi' })).toMatchObject({
      code: HUB_ERROR.NOT_IN_ROOM,
    });
    expect(room.take()).toEqual([]);
  });

  it('[CH7] an admin message is a system line; an admin whisper names the admin', () => {
    const room = twoPlayers();
    expect(room.send({ type: 'adminMessage', text: 'Be nice' })).toEqual({ ok: true });
    expect(room.send({ type: 'adminWhisper', from: 'root', targetName: 'ann', text: 'hello' })).toEqual({ ok: true });
    expect(room.take()).toEqual([
      { type: 'system', message: 'Be nice' },
      { type: 'whisper', fromKey: null, toKey: 'key-Ann', from: 'root', to: 'Ann', message: 'hello' },
    ]);
    expect(room.send({ type: 'adminMessage', text: room.song().artist })).toMatchObject({ code: HUB_ERROR.GUESS_IN_CHAT });
  });

  it('the chat log keeps only the most recent lines', () => {
    const room = engine(aRoom({ settings: { chatLogLimit: 3 } }));
    room.join('Ann');
    for (const text of ['one', 'two', 'three', 'four']) say(room, 'Ann', text);
    expect(room.state.chatLog).toEqual(['Ann: two', 'Ann: three', 'Ann: four']);
  });
});
