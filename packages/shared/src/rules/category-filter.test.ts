import { describe, expect, it } from 'vitest';
import { matchesCategoryFilter, normalizeForFilter } from './category-filter.ts';

describe('normalizeForFilter — SPEC §5 Category filter', () => {
  it.each([
    ['Hip-Hop / R&B', 'hiphopr&b'],
    ['Rock  N Roll', 'rocknroll'],
    ['AC\\DC', 'acdc'],
    ['Café Del Mar', 'cafedelmar'],
    ['80s HITS', '80shits'],
  ])('normalizeForFilter(%j) = %j', (input, expected) => {
    expect(normalizeForFilter(input)).toBe(expected);
  });
});

describe('matchesCategoryFilter — case-insensitive, ignoring spaces, slashes and hyphens', () => {
  it.each([
    ['Hip-Hop', 'hiphop', true],
    ['Hip Hop', 'HIP-HOP', true],
    ['R&B / Soul', 'b/so', true],
    ['Drum and Bass', 'drumand', true],
    ['Café', 'cafe', true],
    ['80s Hits', '80S', true],
    ['Rock', 'pop', false],
    ['Hip-Hop', 'hip hop rap', false],
    ['Anything', '', true],
    ['Anything', ' - / ', true],
  ])('matchesCategoryFilter(%j, %j) = %s', (displayName, filter, expected) => {
    expect(matchesCategoryFilter(displayName, filter)).toBe(expected);
  });
});
