import { describe, expect, it } from 'vitest';
import { DEMO_MELODIES } from '../../src/catalog/demo/catalogue.ts';
import { frequencyOf, parseNotes } from '../../src/catalog/demo/notation.ts';
import { planClip, SAMPLE_RATE, scoreOf, synthesiseWav, type SynthInput } from '../../src/catalog/demo/synth.ts';

type Wav = { sampleRate: number; channels: number; bits: number; samples: Int16Array };

/** Reads the fields a player relies on from a 44-byte-header PCM WAV. */
function readWav(buffer: Buffer): Wav {
  expect(buffer.toString('ascii', 0, 4)).toBe('RIFF');
  expect(buffer.readUInt32LE(4)).toBe(buffer.length - 8);
  expect(buffer.toString('ascii', 8, 12)).toBe('WAVE');
  expect(buffer.toString('ascii', 12, 16)).toBe('fmt ');
  expect(buffer.readUInt32LE(16)).toBe(16);
  expect(buffer.readUInt16LE(20)).toBe(1); // PCM
  const channels = buffer.readUInt16LE(22);
  const sampleRate = buffer.readUInt32LE(24);
  const bits = buffer.readUInt16LE(34);
  expect(buffer.readUInt32LE(28)).toBe((sampleRate * channels * bits) / 8);
  expect(buffer.readUInt16LE(32)).toBe((channels * bits) / 8);
  expect(buffer.toString('ascii', 36, 40)).toBe('data');
  const dataBytes = buffer.readUInt32LE(40);
  expect(dataBytes).toBe(buffer.length - 44);
  // Little-endian samples: copy into an aligned buffer and view it (the machines here are little-endian).
  const data = new Uint8Array(dataBytes);
  buffer.copy(data, 0, 44);
  return { sampleRate, channels, bits, samples: new Int16Array(data.buffer) };
}

/** Goertzel: power of one frequency in a window of the signal. */
function power(samples: Int16Array, from: number, to: number, frequency: number): number {
  const k = 2 * Math.cos((2 * Math.PI * frequency) / SAMPLE_RATE);
  let s1 = 0;
  let s2 = 0;
  for (let i = from; i < to; i++) {
    const s0 = samples[i]! + k * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return s1 * s1 + s2 * s2 - k * s1 * s2;
}

/** The loudest MIDI note within an octave either side of `around`, in a window (seconds). */
function dominantNote(samples: Int16Array, fromSeconds: number, toSeconds: number, around: number): number {
  const from = Math.round(fromSeconds * SAMPLE_RATE);
  const to = Math.round(toSeconds * SAMPLE_RATE);
  let best = -1;
  let bestPower = -1;
  for (let midi = around - 12; midi <= around + 12; midi++) {
    const p = power(samples, from, to, frequencyOf(midi));
    if (p > bestPower) [best, bestPower] = [midi, p];
  }
  return best;
}

const seconds = (wav: Wav) => wav.samples.length / wav.sampleRate;
function peak(wav: Wav): number {
  let max = 0;
  for (const s of wav.samples) max = Math.max(max, Math.abs(s));
  return max;
}
function rms(wav: Wav): number {
  let sum = 0;
  for (const s of wav.samples) sum += s * s;
  return Math.sqrt(sum / wav.samples.length);
}

describe('synthesiseWav', () => {
  const tune: SynthInput = { tempo: 120, meter: 4, timbre: 'piano', notes: 'A4:2 C5:2 | E5:4' };

  it('writes a 16-bit mono PCM WAV of 20–30 s, loud but below full scale', () => {
    const wav = readWav(synthesiseWav(tune));
    expect(wav).toMatchObject({ sampleRate: 22_050, channels: 1, bits: 16 });
    expect(seconds(wav)).toBeGreaterThanOrEqual(20);
    expect(seconds(wav)).toBeLessThanOrEqual(30);
    expect(peak(wav)).toBeLessThan(32_767);
    expect(peak(wav)).toBeGreaterThan(0.8 * 32_767);
    expect(rms(wav)).toBeGreaterThan(1000);
  });

  it('sounds the first note at its pitch, and the next ones at theirs', () => {
    const { samples } = readWav(synthesiseWav(tune));
    expect(dominantNote(samples, 0.05, 0.95, 69)).toBe(69); // A4 for the first second
    expect(dominantNote(samples, 1.1, 1.95, 72)).toBe(72); // then C5
    expect(dominantNote(samples, 2.1, 3.9, 76)).toBe(76); // then E5
  });

  it('cuts a long tune at 30 s and fades it out, without clicks at either end', () => {
    const long: SynthInput = { tempo: 60, meter: 4, timbre: 'strings', notes: 'C4:4 D4 E4 F4 G4 A4 B4 C5 D5 E5' };
    const wav = readWav(synthesiseWav(long));
    expect(seconds(wav)).toBeCloseTo(30, 1);
    const edge = 32; // samples
    const first = wav.samples.subarray(0, edge).reduce((m, s) => Math.max(m, Math.abs(s)), 0);
    const last = wav.samples.subarray(-edge).reduce((m, s) => Math.max(m, Math.abs(s)), 0);
    expect(first).toBeLessThan(500);
    expect(last).toBeLessThan(50);
  });

  it('is deterministic', () => {
    expect(synthesiseWav(tune).equals(synthesiseWav(tune))).toBe(true);
  });

  it('plans every demo melody as a clip of 20–30 s', () => {
    for (const melody of DEMO_MELODIES) {
      const { total } = planClip(scoreOf(melody).seconds);
      expect(total, melody.key).toBeGreaterThanOrEqual(20);
      expect(total, melody.key).toBeLessThanOrEqual(30);
    }
  });

  // One song of each timbre (the full catalogue takes seconds): length, level, and the first note's pitch.
  const sample = [...new Map(DEMO_MELODIES.map((m) => [m.parts ? 'rag' : (m.timbre ?? 'piano'), m])).values()];
  it.each(sample.map((m) => [m.key, m] as const))('synthesises %s with its first note at its pitch', (_key, melody) => {
    const wav = readWav(synthesiseWav(melody));
    expect(seconds(wav)).toBeCloseTo(planClip(scoreOf(melody).seconds).total, 2);
    expect(peak(wav)).toBeLessThan(32_767);
    expect(rms(wav)).toBeGreaterThan(500);
    const first = parseNotes(melody.notes).events[0]!;
    // Rags open with both hands in octaves: the single-voice openings are checked.
    if (first.pitches.length > 1) return;
    const beat = 60 / melody.tempo;
    const start = first.start * beat + 0.03;
    const end = (first.start + first.beats) * beat * 0.9;
    expect(dominantNote(wav.samples, start, end, first.pitches[0]!)).toBe(first.pitches[0]);
  });
});
