import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts.ts';
import type { ChatCheck } from './chat.ts';
import { checkChatMessage, parseWhisper } from './chat.ts';

const cannotBeSent: ChatCheck = { kind: 'error', message: TEXTS.messageCannotBeSent };

describe('checkChatMessage — SPEC §5 Chat', () => {
  it.each<[string, string, ChatCheck]>([
    ['empty is ignored', '', { kind: 'ignore' }],
    ['blank is ignored', '   ', { kind: 'ignore' }],
    ['newlines and tabs are blank', '\n\t ', { kind: 'ignore' }],
    ['plain text passes', 'hello', { kind: 'ok', text: 'hello' }],
    ['text is trimmed', '  hello there  ', { kind: 'ok', text: 'hello there' }],
    ['254 characters pass', 'a'.repeat(254), { kind: 'ok', text: 'a'.repeat(254) }],
    ['length is counted after trimming', ` ${'a'.repeat(254)} `, { kind: 'ok', text: 'a'.repeat(254) }],
    ['255 characters are too long', 'a'.repeat(255), { kind: 'error', message: TEXTS.messageTooLong }],
    ['256 characters are too long', 'a'.repeat(256), { kind: 'error', message: TEXTS.messageTooLong }],
    ['too long wins over HTML', `<b>${'a'.repeat(260)}</b>`, { kind: 'error', message: TEXTS.messageTooLong }],
    ['a tag cannot be sent', '<b>hi</b>', cannotBeSent],
    ['a closing tag cannot be sent', 'hi</div>', cannotBeSent],
    ['a script cannot be sent', '<script>alert(1)</script>', cannotBeSent],
    ['an unclosed script cannot be sent', 'x <SCRIPT src=//evil', cannotBeSent],
    ['an HTML comment cannot be sent', 'a <!-- b', cannotBeSent],
    ['an img tag cannot be sent', '<img src=x onerror=alert(1)>', cannotBeSent],
    ['a heart is not a tag', 'I <3 this song', { kind: 'ok', text: 'I <3 this song' }],
    ['comparisons are not tags', '2 < 3 > 1', { kind: 'ok', text: '2 < 3 > 1' }],
  ])('%s', (_name, input, expected) => {
    expect(checkChatMessage(input)).toEqual(expected);
  });
});

describe("parseWhisper — SPEC §5: a whisper is written '/w <target> <text>'", () => {
  it.each<[string, { target: string; message: string } | null]>([
    ['/w bob hi there', { target: 'bob', message: 'hi there' }],
    ['/W Bob hi', { target: 'Bob', message: 'hi' }],
    ['  /w   bob    hi  ', { target: 'bob', message: 'hi' }],
    ['/w bob line one\nline two', { target: 'bob', message: 'line one\nline two' }],
    ['/w bob', null],
    ['/w bob   ', null],
    ['/w', null],
    ['/wbob hi', null],
    ['/whisper bob hi', null],
    ['hi /w bob there', null],
    ['w bob hi', null],
  ])('parseWhisper(%j) = %o', (input, expected) => {
    expect(parseWhisper(input)).toEqual(expected);
  });
});
