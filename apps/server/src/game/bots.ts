import { GUEST_NAME_MAX_LENGTH } from '@earshot/shared/constants';
import { checkGuess } from '@earshot/shared/rules/matcher';
import { nameKey } from './players.ts';
import { pickOne, randomInt, type Random } from './random.ts';
import type { BotBrain, SongEntry } from './room-state.ts';

export const DEFAULT_BOT_PREFIX = 'Bot';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BOT_SUFFIX_LENGTH = 4;

/** [BT1] At a round's start a bot picks when it answers (min..max ms) and whether it answers right. */
export function planBotRound(bot: BotBrain, startedAt: number, random: Random): BotBrain['plan'] {
  const min = Math.min(bot.sleepMinMs, bot.sleepMaxMs);
  const max = Math.max(bot.sleepMinMs, bot.sleepMaxMs);
  return { at: startedAt + randomInt(random, min, max), correct: random() * 100 < bot.successChance };
}

const WRONG_GUESSES = ['Yellow Submarine', 'Wonderwall', 'La la la', 'Nobody', 'Something else', 'Greensleeves'];

/**
 * [BT2] A right answer is the real title and, unless the room is song-only, the artist, sent as two
 * guesses through the same scoring as people's; a wrong one is a text that matches neither.
 */
export function botGuessTexts(song: SongEntry, songOnly: boolean, correct: boolean, random: Random): string[] {
  if (correct) return songOnly ? [song.title] : [song.title, song.artist];
  const wrong = WRONG_GUESSES.filter((text) => {
    const check = checkGuess(text, song, songOnly);
    return !check.artistCorrect && !check.songCorrect;
  });
  const text = pickOne(random, wrong);
  return text ? [text] : [];
}

/** [BT3] `${prefix}${letters}`: letters only, at most 13 characters, unique in the room ignoring case. */
export function makeBotName(prefix: string | null, taken: ReadonlySet<string>, random: Random): string {
  const base = (prefix ?? DEFAULT_BOT_PREFIX).slice(0, GUEST_NAME_MAX_LENGTH - 1);
  const room = GUEST_NAME_MAX_LENGTH - base.length;
  for (let attempt = 0; attempt < 1_000; attempt++) {
    const length = Math.min(room, BOT_SUFFIX_LENGTH + Math.floor(attempt / 100));
    let suffix = '';
    for (let i = 0; i < length; i++) suffix += LETTERS[randomInt(random, 0, LETTERS.length - 1)];
    const name = base + suffix;
    if (!taken.has(nameKey(name))) return name;
  }
  throw new Error(`No free bot name with prefix ${base}`);
}
