import type { Melody } from '../melody.ts';

const WIKI = 'https://en.wikipedia.org/wiki/';

/** Themes of the classical repertoire, all long out of copyright. Note text: see Melody in melody.ts. */
export const CLASSICS: readonly Melody[] = [
  {
    key: 'ode-to-joy',
    title: 'Symphony No. 9: Ode to Joy (Finale)',
    titleClean: 'Ode to Joy',
    artist: 'Ludwig van Beethoven',
    artistList: ['Ludwig van Beethoven'],
    trackLink: `${WIKI}Ode_to_Joy`,
    categories: ['classics'],
    tempo: 132,
    meter: 4,
    timbre: 'strings',
    notes:
      'F#4:1 F#4 G4 A4 | A4 G4 F#4 E4 | D4 D4 E4 F#4 | F#4:1.5 E4:0.5 E4:2 | F#4:1 F#4 G4 A4 | A4 G4 F#4 E4 | D4 D4 E4 F#4 | ' +
      'E4:1.5 D4:0.5 D4:2 | E4:1 E4 F#4 D4 | E4 F#4:0.5 G4 F#4:1 D4 | E4 F#4:0.5 G4 F#4:1 E4 | D4 E4 A3:2 | ' +
      'F#4:1 F#4 G4 A4 | A4 G4 F#4 E4 | D4 D4 E4 F#4 | E4:1.5 D4:0.5 D4:2',
    chords: 'D:4 | D:2 A:2 | D:4 | A:4 | D:4 | D:2 A:2 | D:4 | A:2 D:2 | A:2 D:2 | A:2 D:2 | A7:4 | D:2 A:2 | D:4 | D:2 A:2 | D:4 | A:2 D:2',
    style: 'block',
  },
  {
    key: 'fur-elise',
    title: 'Für Elise (Bagatelle No. 25 in A minor)',
    titleClean: 'Für Elise',
    artist: 'Ludwig van Beethoven',
    artistList: ['Ludwig van Beethoven'],
    trackLink: `${WIKI}F%C3%BCr_Elise`,
    categories: ['classics'],
    tempo: 75,
    meter: 1.5,
    timbre: 'piano',
    notes:
      'E5:0.25 D#5 | E5 D#5 E5 B4 D5 C5 | A4:0.5 R:0.25 C4 E4 A4 | B4:0.5 R:0.25 E4 G#4 B4 | C5:0.5 R:0.25 E4 E5 D#5 | ' +
      'E5 D#5 E5 B4 D5 C5 | A4:0.5 R:0.25 C4 E4 A4 | B4:0.5 R:0.25 E4 C5 B4 | A4:0.5 R:0.5 E5:0.25 D#5 | ' +
      'E5 D#5 E5 B4 D5 C5 | A4:0.5 R:0.25 C4 E4 A4 | B4:0.5 R:0.25 E4 G#4 B4 | C5:0.5 R:0.25 E4 E5 D#5 | ' +
      'E5 D#5 E5 B4 D5 C5 | A4:0.5 R:0.25 C4 E4 A4 | B4:0.5 R:0.25 E4 C5 B4 | A4:0.5 R:0.25 B4 C5 D5 | ' +
      'E5:0.75 G4:0.25 F5 E5 | D5:0.75 F4:0.25 E5 D5 | C5:0.75 E4:0.25 D5 C5 | B4:0.5 R:0.25 E4 E5 D#5 | ' +
      'E5 D#5 E5 B4 D5 C5 | A4:0.5 R:0.25 C4 E4 A4 | B4:0.5 R:0.25 E4 C5 B4 | A4:1.5',
    parts: [
      'R:0.5 | R:1.5 | A2:0.25 E3 A3 R:0.75 | E2:0.25 E3 G#3 R:0.75 | A2:0.25 E3 A3 R:0.75 | R:1.5 | A2:0.25 E3 A3 R:0.75 | ' +
        'E2:0.25 E3 G#3 R:0.75 | A2:0.25 E3 A3 R:0.75 | R:1.5 | A2:0.25 E3 A3 R:0.75 | E2:0.25 E3 G#3 R:0.75 | ' +
        'A2:0.25 E3 A3 R:0.75 | R:1.5 | A2:0.25 E3 A3 R:0.75 | E2:0.25 E3 G#3 R:0.75 | A2:0.25 E3 A3 R:0.75 | ' +
        'C3:0.25 G3 C4 R:0.75 | G2:0.25 G3 B3 R:0.75 | A2:0.25 E3 A3 R:0.75 | E2:0.25 E3 E4 R:0.75 | R:1.5 | ' +
        'A2:0.25 E3 A3 R:0.75 | E2:0.25 E3 G#3 R:0.75 | A2:0.25 E3 A3 R:0.75',
    ],
  },
  {
    key: 'eine-kleine-nachtmusik',
    title: 'Eine kleine Nachtmusik, K. 525: I. Allegro',
    titleClean: 'Eine kleine Nachtmusik',
    artist: 'Wolfgang Amadeus Mozart',
    artistList: ['Wolfgang Amadeus Mozart'],
    trackLink: `${WIKI}Eine_kleine_Nachtmusik`,
    categories: ['classics'],
    tempo: 132,
    meter: 4,
    timbre: 'strings',
    notes:
      'G4:1 R:0.5 D4:0.5 G4:1 R:0.5 D4:0.5 | G4:0.5 D4 G4 B4 D5:2 | C5:1 R:0.5 A4:0.5 C5:1 R:0.5 A4:0.5 | C5:0.5 A4 F#4 A4 D4:2',
    chords: 'R:4 | R:2 G:2 | D7:4 | D7:2 D:2',
    style: 'block',
  },
  {
    key: 'canon-in-d',
    title: 'Canon in D major',
    titleClean: 'Canon in D',
    artist: 'Johann Pachelbel',
    artistList: ['Johann Pachelbel'],
    trackLink: `${WIKI}Pachelbel%27s_Canon`,
    categories: ['classics'],
    tempo: 60,
    meter: 4,
    timbre: 'strings',
    notes:
      'F#5:1 E5 D5 C#5 | B4 A4 B4 C#5 | D5 C#5 B4 A4 | G4 F#4 G4 E4 | ' +
      'D4:0.5 F#4 A4 G4 F#4 D4 F#4 E4 | D4 B3 D4 A4 G4 B4 A4 G4',
    chords: 'D:1 A Bm F#m | G D G A | D A Bm F#m | G D G A | D A Bm F#m | G D G A',
    style: 'block',
  },
  {
    key: 'spring',
    title: 'The Four Seasons, Spring: I. Allegro',
    titleClean: 'Spring',
    artist: 'Antonio Vivaldi',
    artistList: ['Antonio Vivaldi'],
    trackLink: `${WIKI}The_Four_Seasons_(Vivaldi)`,
    categories: ['classics'],
    tempo: 100,
    meter: 4,
    timbre: 'strings',
    notes:
      'E5:1 | G#5 G#5 G#5 F#5:0.5 E5 | B5:3 B5:0.5 A5 | G#5:1 G#5 G#5 F#5:0.5 E5 | B5:3 B5:0.5 A5 | G#5:1 A5:0.5 B5 A5:1 G#5 | ' +
      'F#5:3 E5:1 | G#5 G#5 G#5 F#5:0.5 E5 | B5:3 B5:0.5 A5 | G#5:1 G#5 G#5 F#5:0.5 E5 | B5:3 B5:0.5 A5 | ' +
      'G#5:1 A5:0.5 B5 A5:1 G#5 | F#5:4',
    chords: 'R:1 | E:4 | E:4 | E:4 | E:4 | E:2 B:2 | B:4 | E:4 | E:4 | E:4 | E:4 | E:2 B:2 | B:4',
    style: 'block',
  },
  {
    key: 'hall-of-the-mountain-king',
    title: 'Peer Gynt Suite No. 1: In the Hall of the Mountain King',
    titleClean: 'In the Hall of the Mountain King',
    artist: 'Edvard Grieg',
    artistList: ['Edvard Grieg'],
    trackLink: `${WIKI}In_the_Hall_of_the_Mountain_King`,
    categories: ['classics'],
    tempo: 116,
    meter: 4,
    timbre: 'reed',
    notes:
      'B3:0.5 C#4 D4 E4 F#4 D4 F#4:1 | F4:0.5 C#4 F4:1 E4:0.5 C4 E4:1 | B3:0.5 C#4 D4 E4 F#4 D4 F#4 B4 | A4 F#4 D4 F#4 A4:2 | ' +
      'B3:0.5 C#4 D4 E4 F#4 D4 F#4:1 | F4:0.5 C#4 F4:1 E4:0.5 C4 E4:1 | B3:0.5 C#4 D4 E4 F#4 D4 F#4 B4 | A4 F#4 D4 F#4 A4:2 | ' +
      'B4:0.5 C#5 D5 E5 F#5 D5 F#5:1 | F5:0.5 C#5 F5:1 E5:0.5 C5 E5:1 | B4:0.5 C#5 D5 E5 F#5 D5 F#5 B5 | A5 F#5 D5 F#5 A5:2 | ' +
      'B3:0.25 C#4 D4 E4 F#4 D4 F#4:0.5 F4:0.25 C#4 F4:0.5 E4:0.25 C4 E4:0.5 | ' +
      'B3:0.25 C#4 D4 E4 F#4 D4 F#4 B4 A4 F#4 D4 F#4 A4:1 | ' +
      'B4:0.25 C#5 D5 E5 F#5 D5 F#5:0.5 F5:0.25 C#5 F5:0.5 E5:0.25 C5 E5:0.5 | ' +
      'B4:0.25 C#5 D5 E5 F#5 D5 F#5 B5 A5 F#5 D5 F#5 A5:1',
  },
  {
    key: 'morning-mood',
    title: 'Peer Gynt Suite No. 1: Morning Mood',
    titleClean: 'Morning Mood',
    artist: 'Edvard Grieg',
    artistList: ['Edvard Grieg'],
    trackLink: `${WIKI}Morning_Mood`,
    categories: ['classics'],
    tempo: 84,
    meter: 3,
    timbre: 'flute',
    notes:
      'G#5:1 F#5:0.5 E5:1 F#5:0.5 | G#5:1 F#5:0.5 E5:1 F#5:0.5 | G#5:1 F#5:0.5 G#5:1 B5:0.5 | G#5:1 B5:0.5 C#6:1 G#5:0.5 | ' +
      'C#6:1 B5:0.5 G#5:1 F#5:0.5 | E5:3',
    chords: 'E:3 | E:3 | E:3 | E6:3 | E:3 | E:3',
    style: 'block',
  },
  {
    key: 'brahms-lullaby',
    title: 'Lullaby (Wiegenlied), Op. 49 No. 4',
    titleClean: 'Lullaby',
    artist: 'Johannes Brahms',
    artistList: ['Johannes Brahms'],
    trackLink: `${WIKI}Wiegenlied_(Brahms)`,
    categories: ['classics'],
    tempo: 100,
    meter: 3,
    timbre: 'musicbox',
    notes:
      'E5:0.5 E5 | G5:1.5 E5:0.5 E5:1 | G5:2 E5:0.5 G5 | C6:1 B5:1.5 A5:0.5 | A5:1 G5 D5:0.5 E5 | F5:1 D5 D5:0.5 E5 | ' +
      'F5:2 D5:0.5 F5 | B5:0.5 A5 G5:1 B5 | C6:2 C5:0.5 C5 | C6:2 A5:0.5 F5 | G5:2 E5:0.5 C5 | F5:1 G5 A5 | ' +
      'G5:2 C5:0.5 C5 | C6:2 A5:0.5 F5 | G5:2 E5:0.5 C5 | F5:1 E5 D5 | C5:3',
    chords: 'R:1 | C:3 | C:3 | G:3 | G:3 | G7:3 | G7:3 | G7:3 | C:3 | F:3 | C:3 | G7:3 | C:3 | F:3 | C:3 | G7:3 | C:3',
    style: 'waltz',
  },
  {
    key: 'blue-danube',
    title: 'The Blue Danube, Op. 314',
    titleClean: 'The Blue Danube',
    artist: 'Johann Strauss II',
    artistList: ['Johann Strauss II'],
    trackLink: `${WIKI}The_Blue_Danube`,
    categories: ['classics'],
    tempo: 170,
    meter: 3,
    timbre: 'strings',
    notes:
      'D4:1 | D4 F#4 A4 | A4:3 | R:1 A5 A5 | R:1 F#5 F#5 | R:2 D4:1 | D4 F#4 A4 | A4:3 | R:1 A5 A5 | R:1 G5 G5 | ' +
      'R:2 C#4:1 | C#4 E4 B4 | B4:3 | R:1 B5 B5 | R:1 G5 G5 | R:2 C#4:1 | C#4 E4 B4 | B4:3 | R:1 B5 B5 | R:1 F#5 F#5 | ' +
      'R:2 D4:1 | D4 F#4 A4 | D5:3 | R:1 D6 D6 | R:1 A5 A5 | R:2 D4:1 | D4 F#4 A4 | D5:3 | R:1 D6 D6 | R:1 B5 B5 | ' +
      'R:2 E4:1 | E4 G4 B4 | B4:3',
    chords:
      'R:1 | D:3 | D:3 | D:3 | D:3 | D:3 | D:3 | D:3 | D:3 | A7:3 | A7:3 | A7:3 | A7:3 | A7:3 | A7:3 | A7:3 | A7:3 | A7:3 | A7:3 | ' +
      'D:3 | D:3 | D:3 | D:3 | D:3 | D:3 | D:3 | D:3 | D:3 | D:3 | G:3 | G:3 | G:3 | G:3',
    style: 'waltz',
  },
  {
    key: 'swan-lake',
    title: 'Swan Lake, Op. 20: Scene (Act II)',
    titleClean: 'Swan Lake',
    artist: 'Pyotr Ilyich Tchaikovsky',
    artistList: ['Pyotr Ilyich Tchaikovsky'],
    trackLink: `${WIKI}Swan_Lake`,
    categories: ['classics'],
    tempo: 72,
    meter: 4,
    timbre: 'reed',
    notes: 'F#5:2 B4:0.5 C#5 D5 E5 | F#5:1.5 D5:0.5 F#5:1.5 D5:0.5 | F#5:1.5 B4:0.5 D5 B4 G4 D5 | B4:4',
    chords: 'Bm:4 | Bm:4 | Bm:2 G:2 | Bm:4',
    style: 'block',
  },
  {
    key: 'can-can',
    title: 'Can-Can (Galop Infernal)',
    titleClean: 'Can-Can',
    artist: 'Jacques Offenbach',
    artistList: ['Jacques Offenbach'],
    trackLink: `${WIKI}Infernal_Galop`,
    categories: ['classics'],
    tempo: 150,
    meter: 2,
    timbre: 'piano',
    notes:
      'C5:2 | D5:0.5 F5 E5 D5 | G5:1 G5 | G5:0.5 A5 E5 F5 | D5:1 D5 | D5:0.5 F5 E5 D5 | C5 C6 B5 A5 | G5 F5 E5 D5 | ' +
      'C5:2 | D5:0.5 F5 E5 D5 | G5:1 G5 | G5:0.5 A5 E5 F5 | D5:1 D5 | D5:0.5 F5 E5 D5 | C5 G5 D5 E5 | C5:1 R:1',
    chords: 'C:2 | G7:2 | C:2 | C:2 | G7:2 | G7:2 | C:2 | G7:2 | C:2 | G7:2 | C:2 | C:2 | G7:2 | G7:2 | C:1 G7:1 | C:2',
    style: 'march',
  },
  {
    key: 'rondo-alla-turca',
    title: 'Piano Sonata No. 11, K. 331: III. Rondo alla Turca',
    titleClean: 'Rondo alla Turca',
    artist: 'Wolfgang Amadeus Mozart',
    artistList: ['Wolfgang Amadeus Mozart'],
    trackLink: `${WIKI}Piano_Sonata_No._11_(Mozart)`,
    categories: ['classics'],
    tempo: 120,
    meter: 2,
    timbre: 'piano',
    notes:
      'B4:0.25 A4 G#4 A4 | C5:0.5 R:0.5 D5:0.25 C5 B4 C5 | E5:0.5 R:0.5 F5:0.25 E5 D#5 E5 | B5 A5 G#5 A5 B5 A5 G#5 A5 | ' +
      'C6:1 A5:0.5 B5 | C6 B5 A5 G#5 | A5 E5 F5 D5 | C5:1 B4:0.75 A4:0.25 | A4:1',
    chords: 'R:1 | Am:2 | Am:2 | E:1 Am:1 | Am:2 | Am:1 E:1 | Am:1 Dm:1 | Am:1 E:1 | Am:1',
    style: 'stride',
  },
  {
    key: 'minuet-in-g',
    title: 'Minuet in G major, BWV Anh. 114',
    titleClean: 'Minuet in G',
    artist: 'Christian Petzold',
    artistList: ['Christian Petzold'],
    trackLink: `${WIKI}Minuet_in_G_major_and_G_minor`,
    categories: ['classics'],
    tempo: 120,
    meter: 3,
    timbre: 'pluck',
    notes:
      'D5:1 G4:0.5 A4 B4 C5 | D5:1 G4 G4 | E5:1 C5:0.5 D5 E5 F#5 | G5:1 G4 G4 | C5:1 D5:0.5 C5 B4 A4 | B4:1 C5:0.5 B4 A4 G4 | ' +
      'F#4:1 G4:0.5 A4 B4 G4 | A4:3 | D5:1 G4:0.5 A4 B4 C5 | D5:1 G4 G4 | E5:1 C5:0.5 D5 E5 F#5 | G5:1 G4 G4 | ' +
      'C5:1 D5:0.5 C5 B4 A4 | B4:1 C5:0.5 B4 A4 G4 | A4:1 B4:0.5 A4 G4 F#4 | G4:3',
    chords: 'G:3 | G:3 | C:3 | G:3 | C:3 | G:3 | D:3 | D:3 | G:3 | G:3 | C:3 | G:3 | C:3 | G:3 | D:3 | G:3',
    style: 'block',
  },
  {
    key: 'new-world-largo',
    title: 'Symphony No. 9 (From the New World): II. Largo',
    titleClean: 'From the New World',
    artist: 'Antonín Dvořák',
    artistList: ['Antonín Dvořák'],
    trackLink: `${WIKI}Symphony_No._9_(Dvo%C5%99%C3%A1k)`,
    categories: ['classics'],
    tempo: 63,
    meter: 4,
    timbre: 'reed',
    notes:
      'E4:1.5 G4:0.5 G4:2 | E4:1.5 D4:0.5 C4:2 | D4:1 E4 G4 E4 | D4:4 | E4:1.5 G4:0.5 G4:2 | E4:1.5 D4:0.5 C4:2 | ' +
      'D4:1 E4 D4 C4 | C4:4',
    chords: 'C:4 | C:4 | G:2 C:2 | G:4 | C:4 | C:4 | G:4 | C:4',
    style: 'block',
  },
  {
    key: 'symphony-40',
    title: 'Symphony No. 40 in G minor, K. 550: I. Molto allegro',
    titleClean: 'Symphony No. 40',
    artist: 'Wolfgang Amadeus Mozart',
    artistList: ['Wolfgang Amadeus Mozart'],
    trackLink: `${WIKI}Symphony_No._40_(Mozart)`,
    categories: ['classics'],
    tempo: 200,
    meter: 4,
    timbre: 'strings',
    notes:
      'Eb5:0.5 D5 | D5:1 Eb5:0.5 D5 D5:1 Eb5:0.5 D5 | D5:1 Bb5:1 R:1 Bb5:0.5 A5 | G5:1 G5:0.5 F5 Eb5:1 Eb5:0.5 D5 | ' +
      'C5:1 C5:1 R:1 D5:0.5 C5 | C5:1 D5:0.5 C5 C5:1 D5:0.5 C5 | C5:1 A5:1 R:1 A5:0.5 G5 | F#5:1 F#5:0.5 Eb5 D5:1 D5:0.5 C5 | ' +
      'Bb4:1 Bb4:1 R:1',
    chords: 'R:1 | Gm:4 | Gm:4 | Cm:4 | D7:4 | D7:4 | D7:4 | D7:4 | Gm:3',
    style: 'block',
  },
];
