import { foldAccents } from './simplify.ts';

/** SPEC §5 Category filter: case-insensitive, ignoring spaces, slashes and hyphens (accents folded too). */
export function normalizeForFilter(text: string): string {
  return foldAccents(text.toLowerCase()).replace(/[\s/\\-]/g, '');
}

/** An empty filter shows every category. */
export function matchesCategoryFilter(displayName: string, filter: string): boolean {
  return normalizeForFilter(displayName).includes(normalizeForFilter(filter));
}
