import type { Timbre } from './melody.ts';

/**
 * An instrument colour: harmonic amplitudes for a wavetable, and an envelope.
 * Percussive timbres (decayFast/decaySlow set) fade while held, as a struck or plucked string does;
 * sustained ones hold `sustain` until released. Times in seconds.
 */
export type TimbreSpec = {
  harmonics: readonly number[];
  attack: number;
  release: number;
  /** Percussive: level = mix·e^(−t/decayFast) + (1−mix)·e^(−t/decaySlow). */
  decayFast?: number;
  decaySlow?: number;
  fastMix?: number;
  /** Sustained: level after a short decay from the attack peak. */
  sustain?: number;
  /** Vibrato depth as a fraction of the frequency (5.5 Hz), after the attack. */
  vibrato?: number;
  /** Loudness relative to the other timbres. */
  gain: number;
};

export const TIMBRES: Record<Timbre, TimbreSpec> = {
  piano: {
    harmonics: [1, 0.5, 0.28, 0.2, 0.1, 0.07, 0.04, 0.03],
    attack: 0.004,
    release: 0.09,
    decayFast: 0.22,
    decaySlow: 1.6,
    fastMix: 0.55,
    gain: 1,
  },
  pluck: {
    harmonics: [1, 0.62, 0.4, 0.25, 0.16, 0.1, 0.06],
    attack: 0.003,
    release: 0.07,
    decayFast: 0.12,
    decaySlow: 0.9,
    fastMix: 0.5,
    gain: 1,
  },
  musicbox: {
    harmonics: [1, 0.08, 0.3, 0.03, 0.12, 0, 0.05],
    attack: 0.002,
    release: 0.12,
    decayFast: 0.15,
    decaySlow: 1.1,
    fastMix: 0.4,
    gain: 0.9,
  },
  flute: {
    harmonics: [1, 0.22, 0.07, 0.035, 0.015],
    attack: 0.045,
    release: 0.1,
    sustain: 0.85,
    vibrato: 0.004,
    gain: 0.85,
  },
  strings: {
    harmonics: [1, 0.5, 0.33, 0.25, 0.2, 0.16, 0.13, 0.11, 0.09],
    attack: 0.07,
    release: 0.16,
    sustain: 0.9,
    vibrato: 0.005,
    gain: 0.7,
  },
  reed: {
    harmonics: [1, 0.12, 0.55, 0.1, 0.32, 0.06, 0.18, 0.04],
    attack: 0.03,
    release: 0.09,
    sustain: 0.88,
    vibrato: 0.003,
    gain: 0.75,
  },
  organ: {
    harmonics: [1, 0.75, 0.2, 0.45, 0.08, 0.25, 0, 0.12],
    attack: 0.012,
    release: 0.08,
    sustain: 1,
    gain: 0.7,
  },
};

export const TABLE_SIZE = 2048;

const tables = new Map<string, Float32Array>();

/**
 * One period of the timbre's waveform with harmonics only up to `maxHarmonic` (so high notes do not
 * alias), normalised to a peak of 1; TABLE_SIZE + 1 samples, the last repeating the first for interpolation.
 */
export function wavetable(timbre: Timbre, maxHarmonic: number): Float32Array {
  const spec = TIMBRES[timbre];
  const count = Math.max(1, Math.min(spec.harmonics.length, maxHarmonic));
  const id = `${timbre}:${count}`;
  const cached = tables.get(id);
  if (cached) return cached;
  const table = new Float32Array(TABLE_SIZE + 1);
  for (let h = 1; h <= count; h++) {
    const amplitude = spec.harmonics[h - 1] ?? 0;
    if (amplitude === 0) continue;
    for (let i = 0; i < TABLE_SIZE; i++) table[i] = (table[i] as number) + amplitude * Math.sin((2 * Math.PI * h * i) / TABLE_SIZE);
  }
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i++) peak = Math.max(peak, Math.abs(table[i] as number));
  for (let i = 0; i < TABLE_SIZE; i++) table[i] = (table[i] as number) / peak;
  table[TABLE_SIZE] = table[0] as number;
  tables.set(id, table);
  return table;
}
