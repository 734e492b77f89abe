import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from '../../src/catalog/demo/categories.ts';
import { DEMO_MELODIES } from '../../src/catalog/demo/catalogue.ts';
import { barLengths, midiOf, NotationError, parseChords, parseNotes } from '../../src/catalog/demo/notation.ts';

describe('note text', () => {
  it('reads pitches, chords, rests and carried lengths', () => {
    expect(midiOf('C4')).toBe(60);
    expect(midiOf('A4')).toBe(69);
    expect(midiOf('Bb3')).toBe(58);
    expect(midiOf('F#5')).toBe(78);
    const line = parseNotes('C4:1 E4 R:0.5 G4+C5 | D4:1/3');
    expect(line.events).toEqual([
      { start: 0, beats: 1, pitches: [60] },
      { start: 1, beats: 1, pitches: [64] },
      { start: 2.5, beats: 0.5, pitches: [67, 72] },
      { start: 3, beats: 1 / 3, pitches: [62] },
    ]);
    expect(line.totalBeats).toBeCloseTo(3 + 1 / 3);
  });

  it('reads chord symbols', () => {
    const { events } = parseChords('C:2 Am7 R:1 F#dim:1');
    expect(events.map((e) => [e.start, e.root, e.intervals])).toEqual([
      [0, 0, [0, 4, 7]],
      [2, 9, [0, 3, 7, 10]],
      [5, 6, [0, 3, 6]],
    ]);
  });

  it('rejects bad text', () => {
    expect(() => parseNotes('H4:1')).toThrow(NotationError);
    expect(() => parseNotes('C4:0')).toThrow(NotationError);
    expect(() => parseChords('Cx:1')).toThrow(NotationError);
  });

  it('measures bars', () => {
    expect(barLengths('E4:1 | C4 D4 E4 F4 | G4:2')).toEqual([1, 4, 2]);
  });
});

describe('the demo catalogue data', () => {
  it('has at least 3 categories of at least 12 songs and 36 songs in all, with unique keys', () => {
    expect(DEMO_CATEGORIES.length).toBeGreaterThanOrEqual(3);
    expect(DEMO_MELODIES.length).toBeGreaterThanOrEqual(36);
    expect(new Set(DEMO_MELODIES.map((m) => m.key)).size).toBe(DEMO_MELODIES.length);
    for (const category of DEMO_CATEGORIES) {
      expect(category.key).toBe(category.key.toLowerCase());
      expect(DEMO_MELODIES.filter((m) => m.categories.includes(category.key)).length, category.key).toBeGreaterThanOrEqual(12);
    }
    expect(DEMO_CATEGORIES.some((c) => c.songOnly)).toBe(true);
  });

  it('gives every song a title, a clean title, an artist and its artist list', () => {
    for (const m of DEMO_MELODIES) {
      expect(m.key, m.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(m.title.trim(), m.key).not.toBe('');
      expect(m.titleClean.trim(), m.key).not.toBe('');
      expect(m.titleClean, m.key).not.toMatch(/[()[\]]/);
      expect(m.artistList.length, m.key).toBeGreaterThan(0);
      expect(m.artist, m.key).toBe(m.artistList.join(' & '));
      if (m.trackLink !== null) expect(m.trackLink, m.key).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\/\S+$/);
    }
    expect(DEMO_MELODIES.some((m) => m.title !== m.titleClean)).toBe(true);
    expect(DEMO_MELODIES.some((m) => m.artistList.length > 1)).toBe(true);
  });

  it('writes every melody as valid note text whose full bars have the metre’s length', () => {
    for (const m of DEMO_MELODIES) {
      const lines = [m.notes, ...(m.parts ?? [])];
      for (const line of lines) {
        expect(parseNotes(line).events.length, m.key).toBeGreaterThan(0);
        if (!line.includes('|')) continue;
        const inner = barLengths(line).slice(1, -1);
        inner.forEach((beats, i) => expect(beats, `${m.key} bar ${i + 2}`).toBeCloseTo(m.meter, 6));
      }
      if (m.chords) {
        const chords = parseChords(m.chords);
        expect(chords.totalBeats, `${m.key} chords`).toBeCloseTo(parseNotes(m.notes).totalBeats, 6);
      }
      if (m.parts) {
        for (const part of m.parts) expect(parseNotes(part).totalBeats, `${m.key} part`).toBeLessThanOrEqual(parseNotes(m.notes).totalBeats + 1e-6);
      }
    }
  });
});
