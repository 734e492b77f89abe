import { describe, expect, it } from 'vitest';
import type { MatchableSong } from './matcher.ts';
import { acceptedTitle, artistTargets, checkGuess, containsAnswer, matchesArtist, matchesTitle } from './matcher.ts';

const song = (title: string, artist: string, overrides: Partial<MatchableSong> = {}): MatchableSong => ({
  title,
  titleClean: title,
  artist,
  artistList: [artist],
  ...overrides,
});

const getLucky: MatchableSong = {
  title: 'Get Lucky (feat. Pharrell Williams) - Remastered',
  titleClean: 'Get Lucky',
  artist: 'Daft Punk & Pharrell',
  artistList: ['Daft Punk', 'Pharrell'],
};
const simon = song('The Boxer', 'Simon & Garfunkel');
const earthWindFire = song('September', 'Earth, Wind & Fire');
const mia = song('Paper Planes', 'M.I.A.');
const halo = song('Halo', 'Beyoncé');
const abba = song('Waterloo', 'ABBA');
const dontStop = song("Don't Stop Me Now - Remastered 2011", 'Queen', { titleClean: "Don't Stop Me Now" });
const sos = song('S.O.S. (Live)', 'ABBA', { titleClean: 'S.O.S.' });

describe("matchesArtist — SPEC §5: each listed artist, a simplified form, or either side of 'and'", () => {
  it.each<[string, MatchableSong, boolean]>([
    ['Daft Punk', getLucky, true],
    ['daft punk', getLucky, true],
    ['Pharrell', getLucky, true],
    ['Daft Punk & Pharrell', getLucky, true],
    ['Daft Punk and Pharrell', getLucky, true],
    ['Daft Punk + Pharrell', getLucky, true],
    ['daft pank', getLucky, true],
    ['Pharell', getLucky, true],
    ['Daft', getLucky, false],
    ['Nile Rodgers', getLucky, false],
    ['Get Lucky', getLucky, false],
    ['', getLucky, false],
    ['?!', getLucky, false],
    // 'and' split after simplification, so '&' and '+' split too
    ['Simon', simon, true],
    ['Garfunkel', simon, true],
    ['Simon and Garfunkel', simon, true],
    ['simon + garfunkel', simon, true],
    ['Paul Simon', simon, false],
    ['Fire', earthWindFire, true],
    ['Earth Wind', earthWindFire, true],
    ['Earth Wind and Fire', earthWindFire, true],
    // the simplified form: 'MIA' is three characters shorter than 'M.I.A.' (tolerance 2)
    ['MIA', mia, true],
    ['M.I.A.', mia, true],
    ['mia.', mia, true],
    ['Maya', mia, false],
    // accents folded (DESIGN §9)
    ['Beyonce', halo, true],
    ['BEYONCÉ', halo, true],
    // tolerance from the target length (ABBA: 4 → 1 edit)
    ['ABA', abba, true],
    ['AB', abba, false],
  ])('matchesArtist(%j, %o) = %s', (guess, target, expected) => {
    expect(matchesArtist(guess, target)).toBe(expected);
  });

  it('lists the artist targets: raw, simplified and each side of and', () => {
    expect(artistTargets(getLucky)).toEqual([
      'Daft Punk & Pharrell',
      'Daft Punk and Pharrell',
      'Daft Punk',
      'Pharrell',
    ]);
  });
});

describe('matchesTitle — SPEC §5: the clean title, the raw title, or the simplified clean title', () => {
  it.each<[string, MatchableSong, boolean]>([
    ['Get Lucky', getLucky, true],
    ['get lucky', getLucky, true],
    ['Get Lucy', getLucky, true],
    ['Get Lucky (feat. Pharrell Williams) - Remastered', getLucky, true],
    ['get lucky feat pharrell williams remastered', getLucky, false],
    ['Lucky', getLucky, false],
    ['Daft Punk', getLucky, false],
    ['', getLucky, false],
    ["Don't Stop Me Now", dontStop, true],
    ['Dont Stop Me Now', dontStop, true],
    ['don’t stop me now', dontStop, true],
    ["Don't Stop Me Now - Remastered 2011", dontStop, true],
    ['Stop Me Now', dontStop, false],
    // only the simplified clean title is close enough
    ['SOS', sos, true],
    ['S.O.S.', sos, true],
    ['S.O.S. (Live)', sos, true],
    ['SOS Live', sos, false],
  ])('matchesTitle(%j, %o) = %s', (guess, target, expected) => {
    expect(matchesTitle(guess, target)).toBe(expected);
  });
});

describe('checkGuess — DESIGN §5: artist and title tracked separately, artist ignored in song-only rooms', () => {
  const badCompany = song('Bad Company', 'Bad Company');
  it.each<[string, MatchableSong, boolean, { artistCorrect: boolean; songCorrect: boolean }]>([
    ['Daft Punk', getLucky, false, { artistCorrect: true, songCorrect: false }],
    ['Daft Punk', getLucky, true, { artistCorrect: false, songCorrect: false }],
    ['Get Lucky', getLucky, false, { artistCorrect: false, songCorrect: true }],
    ['Get Lucky', getLucky, true, { artistCorrect: false, songCorrect: true }],
    ['Nope', getLucky, false, { artistCorrect: false, songCorrect: false }],
    ['bad company', badCompany, false, { artistCorrect: true, songCorrect: true }],
    ['bad company', badCompany, true, { artistCorrect: false, songCorrect: true }],
  ])('checkGuess(%j, %o, songOnly %s) = %o', (guess, target, songOnly, expected) => {
    expect(checkGuess(guess, target, songOnly)).toEqual(expected);
  });
});

describe("containsAnswer — SPEC §5 chat: 'Guesses go into the box above!'", () => {
  const u2 = song('Vertigo', 'U2');
  it.each<[string, MatchableSong, boolean]>([
    ['is it get lucky?', getLucky, true],
    ['GET LUCKY', getLucky, true],
    ['I love daft punk', getLucky, true],
    ['pharrell is great', getLucky, true],
    ['Daft Punk & Pharrell obviously', getLucky, true],
    ['daft punk and pharrell obviously', getLucky, true],
    ['good luck everyone', getLucky, false],
    ['lol', getLucky, false],
    ['', getLucky, false],
    // accent-folded and simplified on both sides
    ['beyonce is queen', halo, true],
    ['dont stop me now!!', dontStop, true],
    ["i'm queen of this round", dontStop, true],
    // answers shorter than 3 characters count only as whole words
    ['is this u2?', u2, true],
    ['U2!', u2, true],
    ['u2 for sure', u2, true],
    ['flu2 season', u2, false],
    ['u2x', u2, false],
    ['vertigo', u2, true],
  ])('containsAnswer(%j, %o) = %s', (message, target, expected) => {
    expect(containsAnswer(message, target)).toBe(expected);
  });
});

describe("acceptedTitle — the backlog's 'Accepts: …' line", () => {
  it.each<[MatchableSong, string | null]>([
    [getLucky, 'Get Lucky'],
    [dontStop, 'Dont Stop Me Now'],
    [song("Don't Stop", 'Queen'), 'Dont Stop'],
    [sos, 'SOS'],
    [song('Hello', 'Adele'), null],
    [song('!!!', 'Band'), null],
  ])('acceptedTitle(%o) = %j', (target, expected) => {
    expect(acceptedTitle(target)).toBe(expected);
  });
});
