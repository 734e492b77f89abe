/** Lines of the room chat: players' messages, system lines and whispers. Text only, never HTML. */
export type ChatLine =
  | { id: number; kind: 'chat'; name: string; message: string; at: number }
  | { id: number; kind: 'system'; message: string; at: number }
  | { id: number; kind: 'whisper'; from: string; to: string; message: string; at: number };

/** The log keeps the newest lines only, so a long session does not grow without bound. */
export const CHAT_MAX_LINES = 150;

/** The same system line twice within this window is one line (the server and the client may both say it). */
const SYSTEM_DEDUPE_MS = 3_000;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type NewChatLine = DistributiveOmit<ChatLine, 'id'>;

export function appendLine(lines: readonly ChatLine[], line: NewChatLine, id: number): ChatLine[] {
  if (line.kind === 'system' && isRecentSystemLine(lines, line.message, line.at)) return lines as ChatLine[];
  const next = [...lines, { ...line, id } as ChatLine];
  return next.length > CHAT_MAX_LINES ? next.slice(next.length - CHAT_MAX_LINES) : next;
}

function isRecentSystemLine(lines: readonly ChatLine[], message: string, at: number): boolean {
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - 5; i--) {
    const line = lines[i];
    if (line?.kind === 'system' && line.message === message && at - line.at < SYSTEM_DEDUPE_MS) return true;
  }
  return false;
}
