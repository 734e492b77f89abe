import { describe, expect, it } from 'vitest';
import { TEXTS, whisperText } from '@earshot/shared/texts';
import { CHAT_MAX_LINES, appendLine, type ChatLine, type NewChatLine } from './chat-lines.ts';

const T = 1_700_000_000_000;
const append = (lines: NewChatLine[]): ChatLine[] => lines.reduce<ChatLine[]>((log, line, i) => appendLine(log, line, i + 1), []);
const sys = (message: string, at = T): NewChatLine => ({ kind: 'system', message, at });

describe('appendLine — room chat log', () => {
  it('adds chat, system and whisper lines with their ids', () => {
    const log = append([
      { kind: 'chat', name: 'Ann', message: 'hi', at: T },
      sys('End of round 1', T + 1),
      { kind: 'whisper', from: 'Ann', to: 'Bob', message: 'psst', at: T + 2 },
    ]);
    expect(log).toEqual([
      { id: 1, kind: 'chat', name: 'Ann', message: 'hi', at: T },
      { id: 2, kind: 'system', message: 'End of round 1', at: T + 1 },
      { id: 3, kind: 'whisper', from: 'Ann', to: 'Bob', message: 'psst', at: T + 2 },
    ]);
  });

  it("a whisper line keeps sender and target for the 'from → to' label", () => {
    const [line] = append([{ kind: 'whisper', from: 'Ann', to: 'Bob', message: 'psst', at: T }]);
    expect(line?.kind === 'whisper' && whisperText(line.from, line.to)).toBe('Ann → Bob');
  });

  it(`keeps only the newest ${CHAT_MAX_LINES} lines`, () => {
    const log = append(Array.from({ length: CHAT_MAX_LINES + 1 }, (_, i) => ({ kind: 'chat', name: 'Ann', message: `m${i}`, at: T })));
    expect(log).toHaveLength(CHAT_MAX_LINES);
    expect(log[0]).toMatchObject({ id: 2, message: 'm1' });
  });

  it.each<[string, NewChatLine[], number]>([
    ['the same system line within 3 s is one line', [sys(TEXTS.roomDisabled), sys(TEXTS.roomDisabled, T + 2_999)], 1],
    ['the same system line 3 s later is a new line', [sys(TEXTS.roomDisabled), sys(TEXTS.roomDisabled, T + 3_000)], 2],
    ['different system lines both show', [sys('End of round 1'), sys('End of round 2')], 2],
    ['chat lines are never merged', [{ kind: 'chat', name: 'A', message: 'x', at: T }, { kind: 'chat', name: 'A', message: 'x', at: T }], 2],
    ['only the last 5 lines are looked at', [sys('x'), sys('y1'), sys('y2'), sys('y3'), sys('y4'), sys('y5'), sys('x')], 7],
  ])('%s', (_name, lines, count) => {
    expect(append(lines)).toHaveLength(count);
  });

  it('a merged system line leaves the log as it was (same array)', () => {
    const log = append([sys(TEXTS.roundInSession)]);
    expect(appendLine(log, sys(TEXTS.roundInSession, T + 10), 2)).toBe(log);
  });
});
