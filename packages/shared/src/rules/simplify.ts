/**
 * SPEC §5 Simplification: remove . , ! ? : @ and '; turn - into a space; turn & and + into 'and'.
 * The typographic apostrophes ’ and ‘ count as '. Whitespace runs are collapsed and the ends trimmed.
 */
export function simplify(text: string): string {
  return text
    .replace(/[&+]/g, ' and ')
    .replace(/[.,!?:@'’‘]/g, '')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Beyoncé = Beyonce (DESIGN §9). NFC afterwards so scripts that decompose without marks (Hangul) come back whole. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC');
}

/**
 * The parts either side of the word 'and' (any case); a text without it gives one part.
 * Apply to simplified text so & and + split too.
 */
export function splitOnAnd(text: string): string[] {
  return text
    .split(/\s+and\s+/i)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
