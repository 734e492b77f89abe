import { CHAT_MAX_LENGTH_EXCLUSIVE } from '../constants.ts';
import { TEXTS } from '../texts.ts';

export type ChatCheck = { kind: 'ignore' } | { kind: 'error'; message: string } | { kind: 'ok'; text: string };

const HTML_PATTERNS = [/<\/?[a-z][^>]*>/i, /<!--/, /<script/i];

/** SPEC §5 Chat: blank is ignored, 255 or more characters is too long, HTML tags cannot be sent. */
export function checkChatMessage(text: string): ChatCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'ignore' };
  if (trimmed.length >= CHAT_MAX_LENGTH_EXCLUSIVE) return { kind: 'error', message: TEXTS.messageTooLong };
  if (HTML_PATTERNS.some((pattern) => pattern.test(trimmed))) {
    return { kind: 'error', message: TEXTS.messageCannotBeSent };
  }
  return { kind: 'ok', text: trimmed };
}

/** SPEC §5: a whisper is written '/w <target> <text>'; the target is one word. */
export function parseWhisper(text: string): { target: string; message: string } | null {
  const match = /^\/w\s+(\S+)\s+(\S[\s\S]*)$/i.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  return { target: match[1], message: match[2] };
}
