import type { Melody } from '../melody.ts';

const WIKI = 'https://en.wikipedia.org/wiki/';

/** Folk songs, hymns and parlour songs in the public domain. Note text: see Melody in melody.ts. */
export const FOLK: readonly Melody[] = [
  {
    key: 'greensleeves',
    title: 'Greensleeves',
    titleClean: 'Greensleeves',
    artist: 'Traditional',
    artistList: ['Traditional'],
    trackLink: `${WIKI}Greensleeves`,
    categories: ['folk'],
    tempo: 96,
    meter: 3,
    timbre: 'pluck',
    notes:
      'A4:1 | C5:2 D5:1 | E5:1.5 F5:0.5 E5:1 | D5:2 B4:1 | G4:1.5 A4:0.5 B4:1 | C5:2 A4:1 | A4:1.5 G#4:0.5 A4:1 | B4:2 G#4:1 | ' +
      'E4:2 A4:1 | C5:2 D5:1 | E5:1.5 F5:0.5 E5:1 | D5:2 B4:1 | G4:1.5 A4:0.5 B4:1 | C5:1.5 B4:0.5 A4:1 | ' +
      'G#4:1.5 F#4:0.5 G#4:1 | A4:3',
    chords: 'R:1 | Am:3 | C:3 | G:3 | Em:3 | Am:3 | E:3 | E:3 | E:2 Am:1 | Am:3 | C:3 | G:3 | Em:3 | Am:3 | E:3 | Am:3',
    style: 'waltz',
  },
  {
    key: 'scarborough-fair',
    title: 'Scarborough Fair',
    titleClean: 'Scarborough Fair',
    artist: 'Traditional',
    artistList: ['Traditional'],
    trackLink: `${WIKI}Scarborough_Fair_(ballad)`,
    categories: ['folk'],
    tempo: 112,
    meter: 3,
    timbre: 'pluck',
    notes:
      'D4:2 D4:1 | A4:2 A4:1 | E4:1.5 F4:0.5 E4:1 | D4:3 | R:1 A4 C5 | D5:2 C5:1 | A4:1 B4 G4 | A4:3 | R:2 D5:1 | ' +
      'D5:2 D5:1 | C5:2 A4:1 | A4:1 G4 F4 | E4:1 C4:2 | C4:2 D4:1 | A4:2 G4:1 | F4:1 E4 D4 | C4:1 D4 E4 | D4:3',
    chords: 'Dm:3 | Dm:3 | C:3 | Dm:3 | Dm:3 | Dm:3 | G:3 | Am:3 | Dm:3 | Dm:3 | Am:3 | F:3 | C:3 | C:3 | Am:3 | Dm:3 | C:3 | Dm:3',
    style: 'waltz',
  },
  {
    key: 'danny-boy',
    title: 'Danny Boy (Londonderry Air)',
    titleClean: 'Danny Boy',
    artist: 'Frederic Weatherly',
    artistList: ['Frederic Weatherly'],
    trackLink: `${WIKI}Danny_Boy`,
    categories: ['folk'],
    tempo: 70,
    meter: 4,
    timbre: 'flute',
    notes:
      'A4:0.5 B4 C#5 | D5:1.5 C#5:0.5 D5:1 F#5:0.5 E5 | D5:1 B4 A4 F#4:0.5 D4 | G4:1 B4 D5:1.5 E5:0.5 | F#5:3 E5:0.5 D5 | ' +
      'D5:1.5 C#5:0.5 D5:1 F#5:0.5 E5 | D5:1 B4 A4 F#4:0.5 D4 | E4:1 F#4 G4 F#4:0.5 E4 | D4:2.5',
    chords: 'R:1.5 | D:4 | G:2 D:2 | G:4 | D:4 | D:4 | G:2 D:2 | A:4 | D:2.5',
    style: 'block',
  },
  {
    key: 'amazing-grace',
    title: 'Amazing Grace',
    titleClean: 'Amazing Grace',
    artist: 'John Newton',
    artistList: ['John Newton'],
    trackLink: `${WIKI}Amazing_Grace`,
    categories: ['folk'],
    tempo: 92,
    meter: 3,
    timbre: 'organ',
    notes:
      'D4:1 | G4:2 B4:0.5 G4 | B4:2 A4:1 | G4:2 E4:1 | D4:2 D4:1 | G4:2 B4:0.5 G4 | B4:2 A4:0.5 B4 | D5:3 | D5:2 B4:1 | ' +
      'D5:2 B4:0.5 G4 | B4:2 A4:1 | G4:2 E4:1 | D4:2 D4:1 | G4:2 B4:1/3 A4 G4 | B4:2 A4:1 | G4:3',
    chords: 'R:1 | G:3 | G:3 | C:3 | G:3 | G:3 | G:2 D:1 | D:3 | G:3 | G:3 | G:2 D:1 | C:3 | G:3 | G:3 | G:2 D:1 | G:3',
    style: 'block',
  },
  {
    key: 'oh-susanna',
    title: 'Oh! Susanna',
    titleClean: 'Oh! Susanna',
    artist: 'Stephen Foster',
    artistList: ['Stephen Foster'],
    trackLink: `${WIKI}Oh!_Susanna`,
    categories: ['folk'],
    tempo: 132,
    meter: 4,
    timbre: 'pluck',
    notes:
      'C4:0.5 D4 | E4:1 G4 G4:1.5 A4:0.5 | G4:1 E4 C4:1.5 D4:0.5 | E4:1 E4 D4 C4 | D4:3 C4:0.5 D4 | E4:1 G4 G4:1.5 A4:0.5 | ' +
      'G4:1 E4 C4:1.5 D4:0.5 | E4:1 E4 D4 D4 | C4:3 R:1 | F4:2 F4 | A4:1 A4:2 A4:1 | G4:1 G4 E4 C4 | D4:3 C4:0.5 D4 | ' +
      'E4:1 G4 G4:1.5 A4:0.5 | G4:1 E4 C4:1.5 D4:0.5 | E4:1 E4 D4 D4 | C4:4',
    chords: 'R:1 | C:4 | C:4 | C:4 | G:4 | C:4 | C:4 | G:4 | C:4 | F:4 | F:4 | C:4 | G:4 | C:4 | C:4 | G:4 | C:4',
    style: 'march',
  },
  {
    key: 'camptown-races',
    title: 'Camptown Races (Gwine to Run All Night)',
    titleClean: 'Camptown Races',
    artist: 'Stephen Foster',
    artistList: ['Stephen Foster'],
    trackLink: `${WIKI}Camptown_Races`,
    categories: ['folk'],
    tempo: 120,
    meter: 2,
    timbre: 'pluck',
    notes:
      'G4:0.5 G4 E4 G4 | A4 G4 E4:1 | E4:0.5 D4:1.5 | E4:0.5 D4:1.5 | G4:0.5 G4 E4 G4 | A4 G4 E4:1 | D4:1 E4:0.5 D4 | ' +
      'C4:1.5 R:0.5 | C4:0.75 C4:0.25 E4:0.5 G4 | C5:2 | A4:0.75 A4:0.25 C5:0.5 A4 | G4:2 | G4:0.5 G4 E4 E4 | ' +
      'G4 G4 E4:1 | D4:0.5 D4 E4 D4 | C4:2',
    chords: 'C:2 | C:2 | G:2 | G:2 | C:2 | C:2 | G:2 | C:2 | C:2 | C:2 | F:2 | C:2 | C:2 | C:2 | G:2 | C:2',
    style: 'stride',
  },
  {
    key: 'auld-lang-syne',
    title: 'Auld Lang Syne',
    titleClean: 'Auld Lang Syne',
    artist: 'Robert Burns',
    artistList: ['Robert Burns'],
    trackLink: `${WIKI}Auld_Lang_Syne`,
    categories: ['folk'],
    tempo: 112,
    meter: 4,
    timbre: 'reed',
    notes:
      'G3:1 | C4:1.5 C4:0.5 C4:1 E4 | D4:1.5 C4:0.5 D4:1 E4 | C4:1.5 C4:0.5 E4:1 G4 | A4:3 A4:1 | G4:1.5 E4:0.5 E4:1 C4 | ' +
      'D4:1.5 C4:0.5 D4:1 E4 | C4:1.5 A3:0.5 A3:1 G3 | C4:3 A4:1 | G4:1.5 E4:0.5 E4:1 C4 | D4:1.5 C4:0.5 D4:1 A4 | ' +
      'G4:1.5 E4:0.5 E4:1 G4 | A4:3 C5:1 | G4:1.5 E4:0.5 E4:1 C4 | D4:1.5 C4:0.5 D4:1 E4:0.5 D4 | C4:1.5 A3:0.5 A3:1 G3 | C4:3',
    chords: 'R:1 | C:4 | G:4 | C:4 | F:4 | C:4 | G:4 | Am:2 F:1 G:1 | C:4 | C:4 | G:4 | C:4 | F:4 | C:4 | G:4 | Am:2 F:1 G:1 | C:3',
    style: 'block',
  },
  {
    key: 'yankee-doodle',
    title: 'Yankee Doodle',
    titleClean: 'Yankee Doodle',
    artist: 'Traditional',
    artistList: ['Traditional'],
    trackLink: `${WIKI}Yankee_Doodle`,
    categories: ['folk'],
    tempo: 132,
    meter: 4,
    timbre: 'flute',
    notes:
      'C5:1 C5 D5 E5 | C5 E5 D5 G4 | C5 C5 D5 E5 | C5:2 B4:2 | C5:1 C5 D5 E5 | F5 E5 D5 C5 | B4 G4 A4 B4 | C5:2 C5:2 | ' +
      'A4:1.5 B4:0.5 A4:1 G4 | A4:1.5 B4:0.5 C5:2 | G4:1.5 A4:0.5 G4:1 F4 | E4:2 G4:2 | A4:1.5 B4:0.5 A4:1 G4 | ' +
      'A4:1.5 B4:0.5 C5:1 A4 | G4 C5 B4 D5 | C5:2 C5:2',
    chords: 'C:4 | C:2 G:2 | C:4 | G:4 | C:4 | F:2 C:2 | G:4 | C:4 | F:4 | F:2 C:2 | C7:4 | C:4 | F:4 | F:2 C:2 | C:2 G:2 | C:4',
    style: 'march',
  },
  {
    key: 'when-the-saints',
    title: 'When the Saints Go Marching In',
    titleClean: 'When the Saints Go Marching In',
    artist: 'Traditional',
    artistList: ['Traditional'],
    trackLink: `${WIKI}When_the_Saints_Go_Marching_In`,
    categories: ['folk', 'ragtime'],
    tempo: 160,
    meter: 4,
    timbre: 'piano',
    notes:
      'R:1 C4:1 E4 F4 | G4:4 | R:1 C4:1 E4 F4 | G4:4 | R:1 C4:1 E4 F4 | G4:2 E4 | C4 E4 | D4:4 | R:1 E4:1 E4 D4 | C4:3 C4:1 | ' +
      'E4:2 G4 | G4:1 F4:3 | R:1 E4:1 F4 G4 | E4:2 C4 | D4:4 | C4:4',
    chords: 'R:1 C:3 | C:4 | C:4 | C:4 | C:4 | C:4 | C:4 | G:4 | G7:4 | C:4 | C7:4 | F:4 | C:4 | C:4 | G:4 | C:4',
    style: 'march',
  },
  {
    key: 'clementine',
    title: 'Oh My Darling, Clementine',
    titleClean: 'Clementine',
    artist: 'Percy Montrose',
    artistList: ['Percy Montrose'],
    trackLink: `${WIKI}Oh_My_Darling,_Clementine`,
    categories: ['folk'],
    tempo: 120,
    meter: 3,
    timbre: 'pluck',
    notes:
      'C4:0.75 C4:0.25 | C4:1 G3:1 E4:0.75 E4:0.25 | E4:1 C4:1 C4:0.75 E4:0.25 | G4:1.5 F4:0.5 E4:1 | D4:2 D4:0.75 E4:0.25 | ' +
      'F4:1 F4:1 E4:0.75 D4:0.25 | E4:1 C4:1 C4:0.75 E4:0.25 | D4:1.5 G3:0.5 B3:0.75 D4:0.25 | C4:2',
    chords: 'R:1 | C:3 | C:3 | C:3 | G:3 | G7:3 | C:3 | G7:3 | C:2',
    style: 'waltz',
  },
  {
    key: 'drunken-sailor',
    title: 'What Shall We Do with the Drunken Sailor?',
    titleClean: 'Drunken Sailor',
    artist: 'Traditional',
    artistList: ['Traditional'],
    trackLink: `${WIKI}Drunken_Sailor`,
    categories: ['folk'],
    tempo: 130,
    meter: 2,
    timbre: 'pluck',
    notes:
      'A4:1 A4:0.5 A4 | A4:1 A4:0.5 A4 | A4:1 D4 | F4 A4 | G4:1 G4:0.5 G4 | G4:1 G4:0.5 G4 | G4:1 C4 | E4 G4 | ' +
      'A4:1 A4:0.5 A4 | A4:1 A4:0.5 A4 | A4:1 B4 | C5 D5 | C5 A4 | G4 E4 | D4 D4 | D4:2',
    chords: 'Dm:2 | Dm:2 | Dm:2 | Dm:2 | C:2 | C:2 | C:2 | C:2 | Dm:2 | Dm:2 | Dm:2 | Dm:2 | Am:2 | C:2 | Dm:2 | Dm:2',
    style: 'stride',
  },
  {
    key: 'simple-gifts',
    title: 'Simple Gifts',
    titleClean: 'Simple Gifts',
    artist: 'Joseph Brackett',
    artistList: ['Joseph Brackett'],
    trackLink: `${WIKI}Simple_Gifts`,
    categories: ['folk'],
    tempo: 108,
    meter: 2,
    timbre: 'flute',
    notes:
      'C4:0.5 | C4 F4 F4 G4 | A4 F4 A4 Bb4 | C5:1 C5:0.5 Bb4 | A4 G4 F4 G4 | A4:1 A4:0.5 G4 | F4 F4 F4 G4 | A4:1 G4:1 | ' +
      'C4:0.5 F4 F4 G4 | A4 F4 A4 Bb4 | C5:1 C5:0.5 Bb4 | A4 G4 F4 G4 | A4:1 G4:1 | F4:0.5 F4 F4:1 | ' +
      'C5:1 A4:0.75 G4:0.25 | A4:0.5 Bb4 A4 F4 | G4:1 G4:0.75 A4:0.25 | G4:0.5 F4 C4:1 | F4:1 G4:0.75 A4:0.25 | ' +
      'A4:0.5 Bb4 C5:1 | Bb4:0.5 A4 G4:1 | C5:1 A4:0.75 G4:0.25 | A4:0.5 Bb4 A4 F4 | G4:1 G4:0.75 A4:0.25 | ' +
      'G4:0.5 F4 C4:1 | F4:1 G4:0.5 A4 | Bb4 A4 G4 F4 | F4:2',
    chords:
      'R:0.5 | F:2 | F:2 | F:2 | F:1 C:1 | F:2 | F:2 | C:2 | F:2 | F:2 | F:2 | F:1 C:1 | C:2 | F:2 | ' +
      'F:2 | F:2 | C:2 | C:2 | F:2 | F:2 | Bb:1 C:1 | F:2 | F:2 | C:2 | C:2 | F:2 | Bb:1 C:1 | F:2',
    style: 'block',
  },
];
