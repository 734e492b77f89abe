/** Parser of the note and chord text of melody.ts. Pure; throws NotationError on bad text. */

export class NotationError extends Error {}

/** A sounding note or chord; times in quarter-note beats from the start of the line. */
export type NoteEvent = { start: number; beats: number; pitches: number[] };

export type ChordEvent = { start: number; beats: number; root: number; intervals: readonly number[] };

export type ParsedLine<T> = { events: T[]; totalBeats: number };

const LETTER_SEMITONES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

const PITCH = /^([A-G])(#|b)?(-?\d)$/;
const CHORD = /^([A-G])(#|b)?(m7|maj7|m|7|dim|aug|6|sus4)?$/;

const QUALITIES: Record<string, readonly number[]> = {
  '': [0, 4, 7],
  m: [0, 3, 7],
  '7': [0, 4, 7, 10],
  m7: [0, 3, 7, 10],
  maj7: [0, 4, 7, 11],
  dim: [0, 3, 6],
  aug: [0, 4, 8],
  '6': [0, 4, 7, 9],
  sus4: [0, 5, 7],
};

/** MIDI number of a note name with octave: `C4` → 60, `A4` → 69, `Bb3` → 58. */
export function midiOf(name: string): number {
  const m = PITCH.exec(name);
  if (!m) throw new NotationError(`Bad pitch '${name}'`);
  const [, letter, accidental, octave] = m;
  const shift = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  return 12 * (Number(octave) + 1) + (LETTER_SEMITONES[letter as string] as number) + shift;
}

/** Frequency in hertz of a MIDI note (A4 = 440 Hz). */
export const frequencyOf = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

function parseBeats(text: string, token: string): number {
  const [a, b] = text.split('/');
  const value = b === undefined ? Number(a) : Number(a) / Number(b);
  if (!Number.isFinite(value) || value <= 0 || value > 64) throw new NotationError(`Bad length in '${token}'`);
  return value;
}

/** Walks `SYMBOL[:BEATS]` tokens, carrying the last length forward; bar lines are skipped. */
function walk<T>(text: string, read: (symbol: string, start: number, beats: number, token: string) => T | null): ParsedLine<T> {
  const events: T[] = [];
  let time = 0;
  let beats = 1;
  for (const token of text.split(/\s+/)) {
    if (token === '' || token === '|') continue;
    const colon = token.indexOf(':');
    const symbol = colon < 0 ? token : token.slice(0, colon);
    if (colon >= 0) beats = parseBeats(token.slice(colon + 1), token);
    const event = read(symbol, time, beats, token);
    if (event) events.push(event);
    time += beats;
  }
  return { events, totalBeats: time };
}

/** Parses note text (see Melody in melody.ts). */
export function parseNotes(text: string): ParsedLine<NoteEvent> {
  return walk(text, (symbol, start, beats) =>
    symbol === 'R' ? null : { start, beats, pitches: symbol.split('+').map(midiOf) },
  );
}

/** Parses chord text (see Melody in melody.ts). Root is a pitch class 0–11. */
export function parseChords(text: string): ParsedLine<ChordEvent> {
  return walk(text, (symbol, start, beats, token) => {
    if (symbol === 'R') return null;
    const m = CHORD.exec(symbol);
    if (!m) throw new NotationError(`Bad chord '${token}'`);
    const [, letter, accidental, quality] = m;
    const shift = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
    const root = ((LETTER_SEMITONES[letter as string] as number) + shift + 12) % 12;
    return { start, beats, root, intervals: QUALITIES[quality ?? ''] as readonly number[] };
  });
}

/** Lengths in beats of the bars of a line, split at `|` (the first may be a pick-up, the last short). */
export function barLengths(text: string): number[] {
  const bars: number[] = [];
  let beats = 1;
  for (const bar of text.split('|')) {
    const tokens = bar.split(/\s+/).filter((t) => t !== '');
    if (tokens.length === 0) continue;
    let total = 0;
    for (const token of tokens) {
      const colon = token.indexOf(':');
      if (colon >= 0) beats = parseBeats(token.slice(colon + 1), token);
      total += beats;
    }
    bars.push(Math.round(total * 1000) / 1000);
  }
  return bars;
}
