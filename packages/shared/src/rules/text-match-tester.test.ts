import { describe, expect, it } from 'vitest';
import { matchesArtist } from './matcher.ts';
import type { TextMatchResult } from './text-match-tester.ts';
import { TEXT_MATCH_RESULT, textMatchTest } from './text-match-tester.ts';

describe('textMatchTest — SPEC §5 Text match tester: raw seed, simplified seed, split on and', () => {
  it('answers with the tester texts', () => {
    expect(TEXT_MATCH_RESULT).toEqual({
      vanilla: 'vanillaMatch',
      simplified: 'getSimpleStringMatch',
      splitOnAnd: 'SplitsMatch - and',
      none: 'No match',
    });
  });

  it.each<[string, string, TextMatchResult]>([
    ['Daft Punk & Pharrell', 'daft punk & pharrell', 'vanillaMatch'],
    ['Daft Punk & Pharrell', 'Daft Punk and Pharrell', 'vanillaMatch'],
    ['Mr. Brightside', 'Mr Brightside', 'vanillaMatch'],
    ['Beyoncé', 'beyonce', 'vanillaMatch'],
    // raw is tried first, so a guess close to both reports the raw seed
    ['M.I.A.', 'M.I.A', 'vanillaMatch'],
    ['M.I.A.', 'MIA', 'getSimpleStringMatch'],
    ['R.E.M.', 'rem', 'getSimpleStringMatch'],
    ['S.O.S.', 'SOZ', 'getSimpleStringMatch'],
    ['Simon & Garfunkel', 'Simon', 'SplitsMatch - and'],
    ['Simon & Garfunkel', 'garfunkle', 'SplitsMatch - and'],
    ['Earth, Wind & Fire', 'Fire', 'SplitsMatch - and'],
    ['Rock + Roll', 'Roll', 'SplitsMatch - and'],
    ['Florence and the Machine', 'Florence', 'SplitsMatch - and'],
    ['Simon & Garfunkel', 'Art', 'No match'],
    ['Andy Anderson', 'Andy', 'No match'],
    ['Daft Punk', '', 'No match'],
    ['Daft Punk', 'Justice', 'No match'],
  ])('textMatchTest(%j, %j) = %j', (seed, input, expected) => {
    expect(textMatchTest(seed, input)).toBe(expected);
  });

  // DESIGN §9: the browser runs the same matcher, so the tester and scoring agree on artists.
  it.each([
    ['Simon & Garfunkel', 'Garfunkel'],
    ['Simon & Garfunkel', 'Paul'],
    ['M.I.A.', 'mia'],
    ['Earth, Wind & Fire', 'Earth Wind'],
    ['Daft Punk', 'daft pank'],
    ['Daft Punk', 'Daft'],
  ])('agrees with matchesArtist for seed %j and input %j', (seed, input) => {
    const scored = matchesArtist(input, { title: '', titleClean: '', artist: seed, artistList: [seed] });
    expect(textMatchTest(seed, input) !== TEXT_MATCH_RESULT.none).toBe(scored);
  });
});
