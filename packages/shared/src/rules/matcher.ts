import { fuzzyEquals, normalizeForMatch } from './fuzzy.ts';
import { simplify, splitOnAnd } from './simplify.ts';

export type MatchableSong = { title: string; titleClean: string; artist: string; artistList: string[] };
export type GuessCheck = { artistCorrect: boolean; songCorrect: boolean };

/** Answers shorter than this only count in chat as whole words, so 'U2' does not hit 'flu2'. */
const SHORT_ANSWER_LENGTH = 3;

function unique(texts: readonly string[]): string[] {
  return [...new Set(texts.filter((text) => text.trim() !== ''))];
}

/** True when the guess, as typed or simplified, fuzzy-equals one of the targets (SPEC §5). */
export function matchesAny(guess: string, targets: readonly string[]): boolean {
  const guesses = unique([guess, simplify(guess)]);
  return targets.some((target) => guesses.some((g) => fuzzyEquals(g, target)));
}

/** Each listed artist, its simplified form, and each side of 'and' in the simplified form. */
export function artistTargets(song: MatchableSong): string[] {
  return answerForms(song).artists;
}

type AnswerForms = {
  artists: string[];
  titles: string[];
  /** For the chat rule: each answer normalised as typed and as simplified. */
  chat: Array<{ plain: string; simplified: string }>;
};

// Every guess and chat line is checked against the current song: derive its answer forms once per
// song object (songs are not mutated once loaded), not on each message.
const formsBySong = new WeakMap<MatchableSong, AnswerForms>();

function answerForms(song: MatchableSong): AnswerForms {
  let forms = formsBySong.get(song);
  if (!forms) {
    forms = {
      artists: unique(
        [song.artist, ...song.artistList].flatMap((artist) => {
          const simplified = simplify(artist);
          return [artist, simplified, ...splitOnAnd(simplified)];
        }),
      ),
      titles: unique([song.titleClean, song.title, simplify(song.titleClean)]),
      chat: unique([song.titleClean, song.artist, ...song.artistList]).map((answer) => ({
        plain: normalizeForMatch(answer),
        simplified: normalizeForMatch(simplify(answer)),
      })),
    };
    formsBySong.set(song, forms);
  }
  return forms;
}

/** SPEC §5: artists match against each listed artist, a simplified form, or either side of 'and'. */
export function matchesArtist(guess: string, song: MatchableSong): boolean {
  return matchesAny(guess, answerForms(song).artists);
}

/** SPEC §5: titles match the clean title, the raw title, or the simplified clean title. */
export function matchesTitle(guess: string, song: MatchableSong): boolean {
  return matchesAny(guess, answerForms(song).titles);
}

/** DESIGN §5: artist and title are tracked separately; the artist is ignored in song-only rooms. */
export function checkGuess(guess: string, song: MatchableSong, songOnly: boolean): GuessCheck {
  return {
    artistCorrect: !songOnly && matchesArtist(guess, song),
    songCorrect: matchesTitle(guess, song),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function containsWholeWord(haystack: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
}

function mentions(text: string, answer: string): boolean {
  if (answer === '') return false;
  return Array.from(answer).length < SHORT_ANSWER_LENGTH ? containsWholeWord(text, answer) : text.includes(answer);
}

/**
 * SPEC §5 chat rule 'Guesses go into the box above!': the message contains the clean title or an
 * artist. Compared as typed and as simplified, case-insensitive and accent-folded.
 */
export function containsAnswer(message: string, song: MatchableSong): boolean {
  const plain = normalizeForMatch(message);
  const simplified = normalizeForMatch(simplify(message));
  return answerForms(song).chat.some(
    (answer) => mentions(plain, answer.plain) || mentions(simplified, answer.simplified),
  );
}

/** The backlog's 'Accepts: …' line shows the simplified clean title when it differs from the title. */
export function acceptedTitle(song: MatchableSong): string | null {
  const accepted = simplify(song.titleClean);
  return accepted !== '' && accepted !== song.title ? accepted : null;
}
