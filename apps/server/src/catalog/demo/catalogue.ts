import type { Melody } from './melody.ts';
import { CLASSICS } from './melodies/classics.ts';
import { FOLK } from './melodies/folk.ts';
import { NURSERY } from './melodies/nursery.ts';
import { RAGTIME } from './melodies/ragtime.ts';

/** Every demo melody once (a song in several categories is listed once, with all its category keys). */
export const DEMO_MELODIES: readonly Melody[] = [...CLASSICS, ...FOLK, ...RAGTIME, ...NURSERY];

const byKey = new Map(DEMO_MELODIES.map((m) => [m.key, m]));

export const findMelody = (key: string): Melody | undefined => byKey.get(key);
