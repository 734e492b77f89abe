import { matchesAny } from './matcher.ts';
import { simplify, splitOnAnd } from './simplify.ts';

/** The admin Text Match Tester's answers (SPEC §5), in the order they are tried. */
export const TEXT_MATCH_RESULT = {
  vanilla: 'vanillaMatch',
  simplified: 'getSimpleStringMatch',
  splitOnAnd: 'SplitsMatch - and',
  none: 'No match',
} as const;
export type TextMatchResult = (typeof TEXT_MATCH_RESULT)[keyof typeof TEXT_MATCH_RESULT];

/**
 * SPEC §5: the same fuzzy rule, tried on the raw seed, the simplified seed, then each part of the
 * simplified seed split on 'and'. The input is tried as typed and simplified, like the server's matcher
 * (DESIGN §9), so the tester never disagrees with scoring.
 */
export function textMatchTest(seed: string, input: string): TextMatchResult {
  if (matchesAny(input, [seed])) return TEXT_MATCH_RESULT.vanilla;
  const simplified = simplify(seed);
  if (matchesAny(input, [simplified])) return TEXT_MATCH_RESULT.simplified;
  if (matchesAny(input, splitOnAnd(simplified))) return TEXT_MATCH_RESULT.splitOnAnd;
  return TEXT_MATCH_RESULT.none;
}
