import type { AccompanimentStyle, Melody, Timbre } from './melody.ts';
import { frequencyOf, parseChords, parseNotes, type ChordEvent, type NoteEvent } from './notation.ts';
import { TABLE_SIZE, TIMBRES, wavetable } from './timbres.ts';
import { encodeWav } from './wav.ts';

export const SAMPLE_RATE = 22_050;
export const MIN_SECONDS = 20;
export const MAX_SECONDS = 30;
/** Fade at a cut, and the ring-out allowed after the last note when the tune ends by itself. */
const FADE_OUT_SECONDS = 1.5;
const TAIL_SECONDS = 1.2;
/** Longest release of any timbre and most of the room's echo. */
const RING_OUT_SECONDS = 0.6;
const PEAK = 0.89; // about −1 dBFS
const COMBS = [
  [0.0297, 0.8],
  [0.0371, 0.78],
  [0.0437, 0.76],
] as const;
const ALL_PASSES = [0.005] as const;
const ROOM_MIX = 0.04; // the three combs add up to about three times the dry level
/** Bump when the sound of a melody changes, so files cached on disk are made again. */
export const SYNTH_VERSION = 1;

export type SynthInput = Pick<Melody, 'tempo' | 'notes' | 'parts' | 'chords' | 'style' | 'timbre' | 'round' | 'meter'>;

/** One note to render; times in seconds from the start of a pass through the tune. */
type Voice = { start: number; seconds: number; midi: number; velocity: number; timbre: Timbre };

const SUSTAINED: ReadonlySet<Timbre> = new Set(['flute', 'strings', 'reed', 'organ']);

function accompanimentTimbre(timbre: Timbre): Timbre {
  if (timbre === 'piano' || timbre === 'pluck' || timbre === 'musicbox' || timbre === 'organ') return timbre;
  return 'strings';
}

/** Bass note of a chord in E2–D#3, and its tones voiced closely in F3–E4. */
function voicing(chord: ChordEvent, fifth = false): { bass: number; tones: number[] } {
  const bassPc = (chord.root + (fifth ? 7 : 0)) % 12;
  const bass = 36 + bassPc + (36 + bassPc < 40 ? 12 : 0);
  const tones = chord.intervals.map((iv) => {
    let m = 48 + ((chord.root + iv) % 12);
    while (m < 53) m += 12;
    return m;
  });
  return { bass, tones };
}

/** The notes an accompaniment style plays for each chord of the chord line (times in beats). */
function accompaniment(chords: ChordEvent[], style: AccompanimentStyle, meter: number): NoteEvent[] {
  const out: NoteEvent[] = [];
  const hit = (start: number, beats: number, pitches: number[]) => out.push({ start, beats, pitches });
  for (const chord of chords) {
    const end = chord.start + chord.beats;
    if (style === 'block') {
      for (let t = chord.start; t < end - 1e-6; t += meter) {
        const { bass, tones } = voicing(chord);
        const beats = Math.min(meter, end - t);
        hit(t, beats, [bass]);
        hit(t, beats, tones);
      }
      continue;
    }
    for (let k = 0; chord.start + k < end - 1e-6; k++) {
      const t = chord.start + k;
      const left = Math.min(1, end - t);
      if (style === 'stride') {
        const { bass, tones } = voicing(chord, k % 2 === 1);
        hit(t, Math.min(0.5, left), [bass]);
        if (left > 0.5) hit(t + 0.5, Math.min(0.45, left - 0.5), tones);
      } else if (style === 'march') {
        const { bass, tones } = voicing(chord, k % 4 === 2);
        hit(t, left * 0.9, k % 2 === 0 ? [bass] : tones);
      } else {
        const { bass, tones } = voicing(chord);
        hit(t, left * 0.9, k % 3 === 0 ? [bass] : tones);
      }
    }
  }
  return out;
}

/** Every note of one pass through the tune, and the pass's length in seconds. */
export function scoreOf(melody: SynthInput): { voices: Voice[]; seconds: number } {
  const timbre = melody.timbre ?? 'piano';
  const beatSeconds = 60 / melody.tempo;
  const lead = parseNotes(melody.notes);
  const round = melody.round;
  const totalBeats = lead.totalBeats + (round ? (round.voices - 1) * round.everyBeats : 0);
  const articulation = SUSTAINED.has(timbre) ? 0.96 : 0.92;
  const voices: Voice[] = [];
  const add = (events: NoteEvent[], velocity: number, voiceTimbre: Timbre, offsetBeats = 0) => {
    for (const e of events) {
      const start = e.start + offsetBeats;
      if (start >= totalBeats - 1e-6) continue;
      const seconds = Math.max(0.04, Math.min(e.beats, totalBeats - start) * beatSeconds * articulation);
      // Chords share the velocity so that a thick chord is not louder than a single note.
      const each = velocity / Math.sqrt(e.pitches.length);
      for (const midi of e.pitches) voices.push({ start: start * beatSeconds, seconds, midi, velocity: each, timbre: voiceTimbre });
    }
  };
  add(lead.events, 1, timbre);
  for (let v = 1; round && v < round.voices; v++) add(lead.events, 0.8, timbre, v * round.everyBeats);
  for (const part of melody.parts ?? []) add(parseNotes(part).events, 0.75, timbre);
  if (melody.chords) {
    const style = melody.style ?? 'block';
    const backing = accompaniment(parseChords(melody.chords).events, style, melody.meter);
    add(backing, style === 'block' ? 0.38 : 0.45, accompanimentTimbre(timbre));
  }
  return { voices, seconds: totalBeats * beatSeconds };
}

/** Adds one note to the buffer: wavetable oscillator with the timbre's envelope, no clicks at either end. */
function renderVoice(buffer: Float32Array, voice: Voice, at: number): void {
  const spec = TIMBRES[voice.timbre];
  const tableSize = TABLE_SIZE; // a local: imported bindings are slow to read in a hot loop
  const frequency = frequencyOf(voice.midi);
  const table = wavetable(voice.timbre, Math.floor((SAMPLE_RATE * 0.45) / frequency));
  const first = Math.round(at * SAMPLE_RATE);
  const held = Math.round(voice.seconds * SAMPLE_RATE);
  const releaseLength = Math.max(1, Math.round(spec.release * SAMPLE_RATE));
  const length = Math.min(buffer.length - first, held + releaseLength);
  if (length <= 0) return;
  const attackLength = Math.max(1, Math.round(spec.attack * SAMPLE_RATE));
  const releaseFactor = Math.exp(Math.log(0.001) / releaseLength);
  const percussive = spec.decayFast !== undefined;
  const fastFactor = Math.exp(-1 / ((spec.decayFast ?? 0.08) * SAMPLE_RATE));
  const slowFactor = Math.exp(-1 / ((spec.decaySlow ?? 1) * SAMPLE_RATE));
  const sustain = spec.sustain ?? 0;
  let fast = percussive ? (spec.fastMix ?? 0.5) : 1;
  let slow = percussive ? 1 - fast : 0;
  let release = 1;
  const amplitude = voice.velocity * spec.gain;
  const baseStep = (frequency / SAMPLE_RATE) * tableSize;
  const vibrato = spec.vibrato ?? 0;
  let step = baseStep;
  let phase = 0;
  for (let i = 0; i < length; i++) {
    if (vibrato > 0 && (i & 31) === 0 && i > attackLength * 3) {
      step = baseStep * (1 + vibrato * Math.sin((2 * Math.PI * 5.5 * i) / SAMPLE_RATE));
    }
    let level = percussive ? fast + slow : sustain + (1 - sustain) * fast;
    fast *= fastFactor;
    slow *= slowFactor;
    if (i < attackLength) level *= i / attackLength;
    if (i >= held) {
      release *= releaseFactor;
      if (level * release < 1e-5) break;
    }
    const index = phase | 0;
    const a = table[index]!;
    const sample = a + (table[index + 1]! - a) * (phase - index);
    buffer[first + i] = buffer[first + i]! + sample * level * release * amplitude;
    phase += step;
    if (phase >= tableSize) phase -= tableSize;
  }
}

/** A small room: three parallel combs and an all-pass (Schroeder) on ring buffers, mixed in quietly. */
function addRoom(buffer: Float32Array): void {
  const n = buffer.length;
  const wet = new Float32Array(n);
  for (const [delaySeconds, feedback] of COMBS) {
    const ring = new Float32Array(Math.round(delaySeconds * SAMPLE_RATE));
    const d = ring.length;
    for (let i = 0, k = 0; i < n; i++) {
      const y = buffer[i]! + feedback * ring[k]!;
      ring[k] = y;
      wet[i] = wet[i]! + y;
      k = k + 1 === d ? 0 : k + 1;
    }
  }
  for (const delaySeconds of ALL_PASSES) {
    const ring = new Float32Array(Math.round(delaySeconds * SAMPLE_RATE));
    const d = ring.length;
    for (let i = 0, k = 0; i < n; i++) {
      // v[n] = x[n] + g·v[n−d]; y[n] = −g·v[n] + v[n−d]
      const delayed = ring[k]!;
      const v = wet[i]! + 0.7 * delayed;
      ring[k] = v;
      wet[i] = -0.7 * v + delayed;
      k = k + 1 === d ? 0 : k + 1;
    }
  }
  for (let i = 0; i < n; i++) buffer[i] = buffer[i]! + wet[i]! * ROOM_MIX;
}

/**
 * How a tune of `seconds` per pass becomes a clip: played `passes` times to reach 20 s, then either left to
 * ring out (natural end) or cut at 30 s.
 */
export function planClip(seconds: number): { passes: number; natural: boolean; total: number } {
  if (!(seconds > 0)) throw new Error('A melody needs at least one beat');
  const passes = Math.max(1, Math.ceil(MIN_SECONDS / seconds));
  const natural = passes * seconds + TAIL_SECONDS <= MAX_SECONDS;
  return { passes, natural, total: natural ? passes * seconds + TAIL_SECONDS : MAX_SECONDS };
}

/** Mono samples of the whole clip, not yet normalised: the tune repeated to at least 20 s, at most 30 s. */
export function synthesiseSamples(melody: SynthInput): { samples: Float32Array; fadeLength: number } {
  const { voices, seconds } = scoreOf(melody);
  const { passes, natural, total } = planClip(seconds);
  const samples = new Float32Array(Math.round(total * SAMPLE_RATE));
  // Every pass sounds the same: render one (with its ring-out and room) and add it in at each repeat.
  const pass = new Float32Array(Math.round(Math.min(seconds + RING_OUT_SECONDS, total) * SAMPLE_RATE));
  for (const voice of voices) renderVoice(pass, voice, voice.start);
  addRoom(pass);
  for (let p = 0; p < passes; p++) {
    const offset = Math.round(p * seconds * SAMPLE_RATE);
    const count = Math.min(pass.length, samples.length - offset);
    for (let i = 0; i < count; i++) samples[offset + i] = samples[offset + i]! + pass[i]!;
  }
  const fadeLength = Math.round((natural ? TAIL_SECONDS * 0.8 : FADE_OUT_SECONDS) * SAMPLE_RATE);
  return { samples, fadeLength };
}

/** The melody as a WAV file (16-bit mono, 22 050 Hz), 20–30 s long, peak at −1 dBFS. Pure and deterministic. */
export function synthesiseWav(melody: SynthInput): Buffer {
  const { samples, fadeLength } = synthesiseSamples(melody);
  let peak = 0;
  for (let i = 0; i < samples.length; i++) peak = Math.max(peak, Math.abs(samples[i]!));
  return encodeWav(samples, SAMPLE_RATE, {
    gain: peak > 0 ? PEAK / peak : 1,
    fadeOutLength: Math.min(fadeLength, samples.length),
  });
}
