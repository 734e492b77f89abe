import { describe, expect, it } from 'vitest';
import { levenshtein } from './levenshtein.ts';

describe('levenshtein — SPEC §5 guess matching edit distance', () => {
  it.each([
    ['kitten', 'sitting', 3],
    ['sitting', 'kitten', 3],
    ['flaw', 'lawn', 2],
    ['abc', 'abc', 0],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['', '', 0],
    ['ab', 'ba', 2],
    ['get lucky', 'get lucy', 1],
    ['😀a', '😀b', 1],
    ['é', 'e', 1],
  ])('levenshtein(%j, %j) = %i', (a, b, expected) => {
    expect(levenshtein(a, b)).toBe(expected);
  });

  it.each([
    ['kitten', 'sitting', 1, 2],
    ['kitten', 'sitting', 2, 3],
    ['kitten', 'sitting', 3, 3],
    ['abcdef', 'uvwxyz', 2, 3],
    ['a', 'abcdef', 2, 3],
    ['hello world', 'hallo world', 2, 1],
  ])('levenshtein(%j, %j, max %i) = %i (max + 1 once exceeded)', (a, b, max, expected) => {
    expect(levenshtein(a, b, max)).toBe(expected);
  });
});
