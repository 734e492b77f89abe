import { levenshtein } from './levenshtein.ts';
import { foldAccents } from './simplify.ts';

/** Case-insensitive, accent-folded, whitespace trimmed and collapsed (SPEC §5, DESIGN §9). */
export function normalizeForMatch(text: string): string {
  return foldAccents(text.toLowerCase()).replace(/\s+/g, ' ').trim();
}

/** SPEC §5: allowed edit distance is the rounded natural log of the target length. */
export function tolerance(targetLength: number): number {
  return targetLength <= 1 ? 0 : Math.round(Math.log(targetLength));
}

/** SPEC §5 Guess matching. The tolerance comes from the target; an empty guess never matches. */
export function fuzzyEquals(guess: string, target: string): boolean {
  const g = normalizeForMatch(guess);
  const t = normalizeForMatch(target);
  if (g === '') return false;
  const guessLength = Array.from(g).length;
  const targetLength = Array.from(t).length;
  const allowed = tolerance(targetLength);
  if (Math.abs(guessLength - targetLength) > allowed) return false;
  if (allowed === 0) return g === t;
  return levenshtein(g, t, allowed) <= allowed;
}
