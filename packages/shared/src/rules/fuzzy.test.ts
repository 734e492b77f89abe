import { describe, expect, it } from 'vitest';
import { fuzzyEquals, normalizeForMatch, tolerance } from './fuzzy.ts';

describe('tolerance — SPEC §5: rounded natural log of the target length', () => {
  // round(ln n): 1 → 0; 2..4 → 1; 5..12 → 2 (ln 4.48 = 1.5); 13..33 → 3 (ln 12.18 = 2.5); 34 → 4.
  const expected: [number, number][] = [
    [0, 0], [1, 0], [2, 1], [3, 1], [4, 1], [5, 2], [6, 2], [7, 2], [8, 2], [9, 2], [10, 2],
    [11, 2], [12, 2], [13, 3], [14, 3], [15, 3], [16, 3], [17, 3], [18, 3], [19, 3], [20, 3],
    [21, 3], [22, 3], [23, 3], [24, 3], [25, 3], [26, 3], [27, 3], [28, 3], [29, 3], [30, 3],
    [33, 3], [34, 4], [90, 4], [91, 5],
  ];
  it.each(expected)('tolerance(%i) = %i', (length, allowed) => {
    expect(tolerance(length)).toBe(allowed);
  });
});

describe('normalizeForMatch — case-insensitive, accent-folded, whitespace collapsed', () => {
  it.each([
    ['  Get   LUCKY ', 'get lucky'],
    ['Beyoncé', 'beyonce'],
    ['İstanbul', 'istanbul'],
    ['a\tb\nc', 'a b c'],
  ])('normalizeForMatch(%j) = %j', (input, expected) => {
    expect(normalizeForMatch(input)).toBe(expected);
  });
});

describe('fuzzyEquals — SPEC §5 Guess matching', () => {
  it.each([
    // case, whitespace and accents
    ['get lucky', 'Get Lucky', true],
    ['  GET   lucky ', 'Get Lucky', true],
    ['beyonce', 'Beyoncé', true],
    ['BEYONCÉ', 'beyonce', true],
    // zero tolerance means exact match (target length 1)
    ['a', 'A', true],
    ['b', 'a', false],
    ['ab', 'a', false],
    // target length 2..4: one edit
    ['ac', 'ab', true],
    ['ba', 'ab', false],
    ['Helo', 'Hell', true],
    ['ABA', 'ABBA', true],
    ['AB', 'ABBA', false],
    // target length 5..12: two edits
    ['Helo', 'Hello', true],
    ['Hallo World', 'Hello World', true],
    ['Hxllx Wxrld', 'Hello World', false],
    ['Dancing Quxxx', 'Dancing Queen', true],
    ['Dancng Qxxx', 'Dancing Que', false],
    // target length 13..33: three edits
    ['Thunderstrxxx', 'Thunderstruck', true],
    ['Thunderxxxxxk', 'Thunderstruck', false],
    // lengths differing by more than the tolerance fail
    ['Get', 'Get Lucky', false],
    ['Get Lucky Tonight', 'Get Lucky', false],
    // the tolerance comes from the target, not the guess
    ['Abcde', 'Abc', false],
    ['Abc', 'Abcde', true],
    // an empty guess never matches
    ['', 'a', false],
    ['', '', false],
    ['   ', 'x', false],
  ])('fuzzyEquals(%j, %j) = %s', (guess, target, expected) => {
    expect(fuzzyEquals(guess, target)).toBe(expected);
  });
});
