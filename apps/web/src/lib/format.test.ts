import { describe, expect, it } from 'vitest';
import { formatAverageTime, formatDate, formatDateTime, formatNumber } from './format.ts';

describe('format — SPEC §9', () => {
  it.each<[number | null, string | null]>([
    [null, null],
    [0, '0.0s'],
    [7, '7.0s'],
    [12.34, '12.3s'],
    [2.25, '2.3s'],
    [9.96, '10.0s'],
  ])('average time %s → %s (seconds, 1 decimal)', (seconds, text) => {
    expect(formatAverageTime(seconds)).toBe(text);
  });

  // Local-time ISO strings, so the result does not depend on the machine's time zone.
  it.each([
    ['2024-03-05T14:07:09', '05 Mar 2024 14:07'],
    ['2023-12-31T00:00:00', '31 Dec 2023 00:00'],
    ['2024-11-20T23:59:59.999', '20 Nov 2024 23:59'],
  ])("date and time %s → '%s' (DD MMM YYYY HH:mm)", (iso, text) => {
    expect(formatDateTime(iso)).toBe(text);
  });

  it("date only (profile member-since): 'DD MMM YYYY'", () => {
    expect(formatDate('2024-03-05T14:07:09')).toBe('05 Mar 2024');
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1234567, '1,234,567'],
  ])('number %s → %s', (n, text) => {
    expect(formatNumber(n)).toBe(text);
  });
});
