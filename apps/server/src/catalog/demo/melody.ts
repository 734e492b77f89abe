/** The demo catalogue's data model: melodies written as note text in the repository (DESIGN §8). */

export type CategoryKey = 'classics' | 'folk' | 'ragtime' | 'nursery';

export type DemoCategory = {
  /** Room address (categories.room_name), lowercase. */
  key: CategoryKey;
  displayName: string;
  songOnly: boolean;
};

/** Instrument colour of a voice; see timbres.ts. */
export type Timbre = 'piano' | 'pluck' | 'musicbox' | 'flute' | 'strings' | 'reed' | 'organ';

/**
 * How the `chords` line is played:
 * - block: bass and held chord at each change, struck again every bar;
 * - march: bass on beats 1 and 3 (counted from the chord change), chord on 2 and 4;
 * - stride: bass on every beat, chord on every off-beat (oom-pah in eighths);
 * - waltz: bass on the first beat of each three, chord on the other two.
 */
export type AccompanimentStyle = 'block' | 'march' | 'stride' | 'waltz';

/**
 * One song of the demo catalogue.
 *
 * Note text (`notes`, `parts`): tokens separated by spaces; `|` marks a bar line (checked by tests, ignored
 * by the synthesiser). A token is `PITCH:BEATS`, where PITCH is a note name with octave (`C4` is middle C,
 * `F#5`, `Bb3`), several joined by `+` for a chord (`C4+E4+G4`), or `R` for a rest; BEATS counts quarter
 * notes (`1`, `0.5`, `1.5`, `1/3`). `:BEATS` may be left out to repeat the previous token's length.
 *
 * Chord text (`chords`): `SYMBOL:BEATS` tokens, SYMBOL a root with an optional quality (`C`, `Am`, `G7`,
 * `Dm7`, `Fmaj7`, `Bdim`, `C6`) or `R` for none.
 */
export type Melody = {
  /** Stable key, stored as songs.external_id; never shown to players. */
  key: string;
  title: string;
  /** The title without versions, bracketed parts or featurings; what a guess is matched against. */
  titleClean: string;
  artist: string;
  artistList: readonly string[];
  trackLink: string | null;
  categories: readonly CategoryKey[];
  /** Quarter notes per minute. */
  tempo: number;
  /** Quarter notes per bar (6/8 is 3, 3/8 is 1.5). */
  meter: number;
  notes: string;
  /** Further voices played with the melody (e.g. a pianist's left hand). */
  parts?: readonly string[];
  chords?: string;
  style?: AccompanimentStyle;
  timbre?: Timbre;
  /** Sung as a round: `voices` entries of the melody, each `everyBeats` after the one before. */
  round?: { voices: number; everyBeats: number };
};
