import type { Melody } from '../melody.ts';

const WIKI = 'https://en.wikipedia.org/wiki/';

/**
 * Piano rags, both hands, from the first strain of each piece (public-domain scores of the Mutopia Project,
 * transcribed into note text; no bar lines, as ties cross them). Note text: see Melody in melody.ts.
 * "When the Saints Go Marching In" (folk.ts) is in this room too.
 */
export const RAGTIME: readonly Melody[] = [
  {
    key: 'the-entertainer',
    title: 'The Entertainer (A Rag Time Two Step)',
    titleClean: 'The Entertainer',
    artist: 'Scott Joplin',
    artistList: ['Scott Joplin'],
    trackLink: `${WIKI}The_Entertainer_(rag)`,
    categories: ['ragtime'],
    tempo: 76,
    meter: 2,
    timbre: 'piano',
    notes:
      'D6:0.25 E6 C6 A5:0.5 B5:0.25 G5:0.5 D5:0.25 E5 C5 A4:0.5 B4:0.25 G4:0.5 D4:0.25 E4 C4 A3:0.5 B3:0.25 ' +
      'A3 Ab3 G3:0.5 R G4+B4+D5+G5 D4:0.25 Eb4 E4 C5:0.5 E4:0.25 C5:0.5 E4:0.25 C5:1.5 C5+E5+C6:0.25 ' +
      'D5+F5+D6 Eb5+F#5+Eb6 E5+G5+E6 C5+E5+C6 D5+F5+D6 E5+G5+E6:0.5 B4+D5+B5:0.25 D5+F5+D6:0.5 C5+E5+C6:1.5 ' +
      'D4:0.25 Eb4 E4 C5:0.5 E4:0.25 C5:0.5 E4:0.25 C5:1.75 A4+C5+A5:0.25 G4+C5+G5 F#4+C5+F#5 A4+A5 C5+C6 ' +
      'E5+E6:0.5 D5+D6:0.25 C5+C6 A4+A5 D5+F5+D6:1.5 D4:0.25 Eb4 E4 C5:0.5 E4:0.25 C5:0.5 E4:0.25 C5:1.5 ' +
      'C5+E5+C6:0.25 D5+F5+D6 Eb5+F#5+Eb6 E5+G5+E6 C5+E5+C6 D5+F5+D6 E5+G5+E6:0.5 B4+D5+B5:0.25 ' +
      'D5+F5+D6:0.5 C5+E5+C6:1.5 C5+C6:0.25 D5+D6 E5+E6 C5+C6 D5+D6 E5+E6:0.5 C5+C6:0.25 D5+D6 C5+C6 E5+E6 ' +
      'C5+C6 D5+D6 E5+E6:0.5 C5+C6:0.25 D5+D6 C5+C6 E5+G5+E6 C5+E5+C6 D5+F5+D6 E5+G5+E6:0.5 B4+D5+B5:0.25 ' +
      'D5+F5+D6:0.5 C5+E5+C6:1.5 D4:0.25 Eb4',
    parts: [
      'D5:0.25 E5 C5 A4:0.5 B4:0.25 G4:0.5 D4:0.25 E4 C4 A3:0.5 B3:0.25 G3:0.5 D3:0.25 E3 C3 A2:0.5 B2:0.25 ' +
      'A2 Ab2 G2:0.5 R G1+G2 G3+B3 C3 E3+G3+C4 G2+G3 G3+Bb3+C4 F2+F3 A3+C4 E2+E3 G3+C4 G2 E3+G3+C4 G2 ' +
      'F3+G3+B3 C3 E3+G3+C4 E3+G3+C4 G3+B3 C3 E3+G3+C4 G2+G3 G3+Bb3+C4 F2+F3 A3+C4 E2+E3 Eb2+Eb3 D2+D3 ' +
      'D3+F#3+A3+C4 D3 F#3+A3+C4 G3+B3 G2+G3 A2+A3 B2+B3 C3 E3+G3+C4 G2+G3 G3+Bb3+C4 F2+F3 A3+C4 E2+E3 ' +
      'G3+C4 G2 E3+G3+C4 G2 F3+G3+B3 C3 E3+G3+C4 G3+C4+E4 R C3+C4 G3+C4+E4 Bb2+Bb3 G3+C4+E4 A2+A3 A3+C4+F4 ' +
      'Ab2+Ab3 Ab3+C4+F4 G2+G3 G3+C4+E4 G2 G3+B3 C3+G3+C4 G2+G3 A2+A3 B2+B3',
    ],
  },
  {
    key: 'maple-leaf-rag',
    title: 'Maple Leaf Rag',
    titleClean: 'Maple Leaf Rag',
    artist: 'Scott Joplin',
    artistList: ['Scott Joplin'],
    trackLink: `${WIKI}Maple_Leaf_Rag`,
    categories: ['ragtime'],
    tempo: 92,
    meter: 2,
    timbre: 'piano',
    notes:
      'R:0.75 Ab4:0.25 Eb4+Eb5 Ab4 C5 Eb4+Eb5:0.5 G4:0.25 Eb4+Eb5 G4 Bb4 Eb4+Eb5:1.25 R:0.25 Ab4 Eb4+Eb5 ' +
      'Ab4 C5 Eb4+Eb5:0.5 G4:0.25 Eb4+Eb5 G4 Bb4 Eb4+Eb5:0.75 R:0.25 Eb4+Eb5 R Ab4 B4 E4+E5 R Eb4+Eb5 R ' +
      'Eb4+Eb5 R Ab4 B4 E4+E5 R Eb4+Eb5 R:0.75 Ab2:0.25 B2 Ab3 R Ab3 B3 Ab4 R Ab4 B4 Ab5 R Ab5 B5 Ab6 ' +
      'Ab5+Ab6:0.5 Ab5+Ab6 Ab5+Ab6 Ab5+Ab6:0.25 Ab5+Ab6:0.5 Eb6:0.25 F6 C6 Eb6 Ab5+F6:0.5 E5+Ab5 Bb5:0.25 ' +
      'E5+B5 Ab5 Bb5 Eb5+C6:0.5 Ab5:0.25 Eb5+C6 Ab5 Eb5+Bb5:0.5 Eb5+Ab5 R:0.25 Ab4+Ab5:0.75 Ab4+Ab5:0.5 ' +
      'Ab4+Ab5 Ab4+Ab5:0.25 Ab4+Ab5:0.5 Eb5:0.25 Ab4+F5 C5 Eb5 Ab4+F5:0.5 E4+Ab4 Bb4:0.25 E4+B4 Ab4 Bb4 ' +
      'Eb4+C5:0.5 Ab4:0.25 Eb4+C5 Ab4 Eb4+Bb4:0.5 Eb4+Ab4 R:0.75 Ab4:0.25 Eb4+Eb5 Ab4 C5 Eb4+Eb5:0.5 ' +
      'G4:0.25 Eb4+Eb5 G4 Bb4 Eb4+Eb5:1.25 R:0.25 Ab4 Eb4+Eb5 Ab4 C5 Eb4+Eb5:0.5 G4:0.25 Eb4+Eb5 G4 Bb4 ' +
      'Eb4+Eb5:0.75 R:0.25 Eb4+Eb5 R Ab4 B4 E4+E5 R Eb4+Eb5 R Eb4+Eb5 R Ab4 B4 E4+E5 R Eb4+Eb5 R:0.75 ' +
      'Ab2:0.25 B2 Ab3 R Ab3 B3 Ab4 R Ab4 B4 Ab5 R Ab5',
    parts: [
      'Eb2+Eb3:0.5 Ab2+Ab3 Eb3+Ab3+C4 Eb3+Ab3+C4 A2+A3 Bb2+Bb3 Eb3+G3+Db4 Eb3+G3+Db4 Eb2+Eb3 Ab2+Ab3 ' +
      'Eb3+Ab3+C4 Eb3+Ab3+C4 A2+A3 Bb2+Bb3 Eb3+G3+Db4 Eb3+G3+Db4 Eb2+Eb3 E2+E3:1 Eb2+Eb3:0.5 Eb2+Eb3 ' +
      'E2+E3:1 Eb2+Eb3:0.5 R Ab1 R Ab2 R Ab3 R Ab4 R D4+F4+Ab4+B4 D4+F4+Ab4+B4 D4+F4+Ab4+B4 D4+F4+Ab4+B4 ' +
      'Eb4+Ab4+C5 Eb4+Ab4+C5 Eb4+Ab4+C5 Eb4+Ab4+C5 E4+Ab4+B4 E4+Ab4+B4 Eb4+Ab4+C5 Eb4+Ab4+C5 Eb4+Ab4+C5 ' +
      'Eb4+G4+Db5 Ab4+C5 R D3+F3+Ab3+B3 D3+F3+Ab3+B3 D3+F3+Ab3+B3 D3+F3+Ab3+B3 Eb3+Ab3+C4 Eb3+Ab3+C4 ' +
      'Eb3+Ab3+C4 Eb3+Ab3+C4 E3+Ab3+B3 E3+Ab3+B3 Eb3+Ab3+C4 Eb3+Ab3+C4 Eb3+Ab3+C4 Eb3+G3+Db4 Ab3+C4 Eb2+Eb3 ' +
      'Ab2+Ab3 Eb3+Ab3+C4 Eb3+Ab3+C4 A2+A3 Bb2+Bb3 Eb3+G3+Db4 Eb3+G3+Db4 Eb2+Eb3 Ab2+Ab3 Eb3+Ab3+C4 ' +
      'Eb3+Ab3+C4 A2+A3 Bb2+Bb3 Eb3+G3+Db4 Eb3+G3+Db4 Eb2+Eb3 E2+E3:1 Eb2+Eb3:0.5 Eb2+Eb3 E2+E3:1 ' +
      'Eb2+Eb3:0.5 R Ab1 R Ab2 R Ab3 R Ab4',
    ],
  },
  {
    key: 'elite-syncopations',
    title: 'Elite Syncopations',
    titleClean: 'Elite Syncopations',
    artist: 'Scott Joplin',
    artistList: ['Scott Joplin'],
    trackLink: `${WIKI}Elite_Syncopations`,
    categories: ['ragtime'],
    tempo: 80,
    meter: 2,
    timbre: 'piano',
    notes:
      'C6:0.25 A5 G5 F5:0.5 A5:0.25 G5 F5 G5 F5 D5 C5:0.5 F4:0.25 G4 A4 C4 G4:0.5 F4:0.25 E4:0.5 G4 ' +
      'E4+G4+C5 R:0.25 C4 R D4 R E4 R F4 D5 F4+A4+C5:0.5 D5:0.25 Eb4+A4+C5:0.5 R:0.25 E4 D5 E4+Bb4+C5:0.5 ' +
      'D5:0.25 E4+Bb4+C5:0.5 R:0.25 F4+A4+C5 R A4+C5 R Ab4+B4 R G4+Bb4 F4+A4 C5 Ab4+D5 F5 G4+C5+E5:0.5 ' +
      'Bb4+E5+G5 A4+F5+A5:0.25 Ab5 A5 C6:0.5 A5:0.25 G5 F5 G5 F5 D5 F5:0.5 D5:0.25 C5 A4 G4 G5 F5 E5 D5 ' +
      'A4:0.5 B4:0.25 C5:0.5 R C5+E5+C6 R:0.75 F4:0.25 D5 F4+A4+C5:0.5 D5:0.25 Eb4+A4+C5:0.5 R:0.25 E4 D5 ' +
      'E4+Bb4+C5:0.5 D5:0.25 E4+Bb4+C5:0.5 R:0.25 F4+A4+C5 R A4+C5 R Ab4+B4 R G4+Bb4 F4+A4 C5 Ab4+D5 F5 ' +
      'G4+C5+E5:0.5 Bb4+E5+G5 A4+F5+A5:0.25 Ab5 A5 C6:0.5 A5:0.25 G5 F5 G5 F5 D5 C5:0.5 D5:0.25 A4 G4 B3+F4 ' +
      'G4 B3+F4+A4:0.5 Bb3+E4+G4:0.25 Bb3+E4+G4:0.5 Bb3+C4:0.25 A3+F4:0.5 R:0.25 C4 R D4 R E4 R F4 D5 ' +
      'F4+A4+C5:0.5 D5:0.25 Eb4+A4+C5:0.5',
    parts: [
      'C5:0.25 A4 G4 F4:0.5 A4:0.25 G4 F4 G4 F4 D4 C4:0.5 F3:0.25 G3 A3 C3 G3:0.5 F3:0.25 E3:0.5 G3 C4 ' +
      'C2+C3 D2+D3 E2+E3 F2+F3:1.5 Gb2+Gb3:0.5 G2+G3:1.5 Ab2+Ab3:0.5 A2+A3 Eb3+Eb4 D3+D4 Db3+Db4 C3+C4 ' +
      'B2+B3 Bb2+Bb3 C2+C3 F2 A3+C4+F4 A2 A3+C4+F4 Bb2 Bb3+D4+F4 A2 A3+C4+F4 B2 G3+B3+F4 G2 G3+B3+F4 C4+E4 ' +
      'R C3+C4 C2+C3 F2+F3:1.5 Gb2+Gb3:0.5 G2+G3:1.5 Ab2+Ab3:0.5 A2+A3 Eb3+Eb4 D3+D4 Db3+Db4 C3+C4 B2+B3 ' +
      'Bb2+Bb3 C2+C3 F2 A3+C4+F4 A2 A3+C4+F4 Bb2 Bb3+D4+F4 A2 A3+C4+F4 D2+D3 D2+D3 C2+C3 E2+E3 F2+F3 C2+C3 ' +
      'D2+D3 E2+E3 F2+F3:1.5 Gb2+Gb3:0.5',
    ],
  },
  {
    key: 'the-easy-winners',
    title: 'The Easy Winners',
    titleClean: 'The Easy Winners',
    artist: 'Scott Joplin',
    artistList: ['Scott Joplin'],
    trackLink: `${WIKI}The_Easy_Winners`,
    categories: ['ragtime'],
    tempo: 76,
    meter: 2,
    timbre: 'piano',
    notes:
      'Eb4:0.5 C5:0.75 Bb4:0.25 Ab4 G4 F4 Eb4:0.5 Db4:0.25 C4:0.5 Bb3:0.25 Ab3 G3 Ab3 Bb3 C4 Db4 Eb4 F4 G4 ' +
      'Ab4:0.5 R:1.5 Ab4+C5:0.5 Ab4+C5:1 C5+Eb5:0.5 B4+F5:0.25 C5+Eb5:0.5 B4+F5:0.25 C5+Eb5 B4+F5 ' +
      'C5+Eb5:0.5 E5+Bb5:0.25 F5+Ab5:0.5 E5+Bb5:0.25 F5+Ab5 E5+Bb5 F5+Ab5 C5+Eb5:0.75 Eb4:0.25 F4 G4 Ab4 ' +
      'Bb4 B4 Ab4+C5:0.5 Ab4+C5:1 C5+Eb5:0.5 B4+F5:0.25 C5+Eb5:0.5 B4+F5:0.25 C5+Eb5 C5+Eb5 C5+Eb5:0.5 ' +
      'Eb5:0.25 G4+Bb4:0.5 Eb5:0.25 Ab4+D5 Eb5 Ab4+F5:0.5 G4+Eb5:1.25 Eb4:0.25 G4 Db5 Ab4+C5:0.5 Ab4+C5:1 ' +
      'C5+Eb5:0.5 B4+F5:0.25 C5+Eb5:0.5 B4+F5:0.25 C5+Eb5 B4+F5 C5+Eb5:0.5 E5+Bb5:0.25 F5+Ab5:0.5 ' +
      'E5+Bb5:0.25 F5+Ab5 F5+Ab5 F5+G5+Bb5 E5+G5+C6:0.5 C5:0.25 E5 G5 C6:0.5 G5:0.25 Ab5 E5+Bb5 F5+Ab5:0.5 ' +
      'E5+Bb5:0.25 F5+Ab5 E5+Bb5 F5+Ab5 C5+Eb5:0.5 Db5+F5:0.25 C5+Eb5 Bb4+Db5 Ab4+C5 C5+Eb5:0.5 C5+Eb5:0.25 ' +
      'A4+Eb5 Bb4+Db5:0.5 A4+Eb5:0.25 Bb4+Db5 Db4+G4+C5 Db4+G4+Bb4:0.5 C4+Ab4:1.5 R:0.5',
    parts: [
      'Eb3:0.5 C4:0.75 Bb3:0.25 Ab3 G3 F3 Eb3:0.5 Db3:0.25 C3:0.5 Bb2:0.25 Ab2 Eb2:1 Eb3:0.25 Db3 C3 Bb2 ' +
      'Ab2:0.5 Eb3+Ab3+C4 Eb2 Eb3+Ab3+C4 Ab2 Eb3+Ab3+C4 Eb2 Eb3+Ab3+C4 Ab2 Eb3+Ab3+C4 Eb2 Eb3+Ab3+C4 Db2 ' +
      'F3+Ab3+Db4 Db2 F3+Ab3+Db4 Ab2 Eb3+Ab3+C4 Eb2 Eb3+Ab3+C4 Ab2 Eb3+Ab3+C4 Eb2 Eb3+Ab3+C4 Ab2 Eb3+Ab3+C4 ' +
      'A2 Gb3+A3+Eb4 Bb2 G3+Bb3+Eb4 Bb2 Bb3+D4 Eb3+Eb4 Db3+Db4 C3+C4 Bb2+Bb3 Ab2+Ab3 Eb3+Ab3+C4 Eb2 ' +
      'Eb3+Ab3+C4 Ab2 Eb3+Ab3+C4 Eb2 Eb3+Ab3+C4 Db2 F3+Ab3+Db4 Db3+Db4 Db3+Db4 C3+C4 G2+G3 C2+C3 R Db2+Db3 ' +
      'F3+Ab3+Db4 Db2+Db3 F3+Ab3+Db4 Ab2+Ab3 Eb3+Ab3+C4 Ab2+Ab3 Eb3+Ab3+C4 Eb2+Eb3 Eb3+G3+Db4 Eb2+Eb3 ' +
      'Eb2+Eb3 Ab2+Eb3 Eb2 F2 G2',
    ],
  },
  {
    key: 'pine-apple-rag',
    title: 'Pine Apple Rag',
    titleClean: 'Pine Apple Rag',
    artist: 'Scott Joplin',
    artistList: ['Scott Joplin'],
    trackLink: `${WIKI}Pine_Apple_Rag`,
    categories: ['ragtime'],
    tempo: 92,
    meter: 2,
    timbre: 'piano',
    notes:
      'G4:0.25 F4:0.5 Eb4:0.25 D4 Db4 D4 C4 Bb3 C4 D4 F4:1.25 G4:0.25 G4:0.5 Gb4:0.25 G4 A4 Bb4:0.5 C5 F4:1 ' +
      'F4:0.5 Bb4+D5+G5:0.25 F5:0.5 Eb5:0.25 D5 Db5 D5 C5 Bb4 C5 D5 F5:0.5 Bb5:0.25 F5+D6:0.5 ' +
      'Bb4+D5+G5:0.25 F5:0.5 Eb5:0.25 D5 Db5 D5 Eb5 Bb4+D5+F5:0.5 Bb4+F5:0.25 D5 Bb4+F5 D5 Bb4+F5:0.5 ' +
      'Bb4:0.25 Eb5+Bb5:0.5 Bb4:0.25 Eb5+Bb5:0.5 Bb4:0.25 Eb5+Bb5:0.5 D6:0.25 Bb5 D5 Bb4+F5 E5 F5 G5 A5 ' +
      'C5+F5:0.5 A5:0.25 Bb4+E5+G5:0.5 Bb4+E5+A5:0.25 A4+F5:0.75 A4:0.25 Bb4 C5 D5 Eb5 F5 Bb4+D5+G5 F5:0.5 ' +
      'Eb5:0.25 D5 Db5 D5 C5 Bb4 C5 D5 F5:0.5 Bb5:0.25 F5+D6:0.5 Bb4+D5+G5:0.25 F5:0.5 Eb5:0.25 D5 Db5 D5 ' +
      'Eb5 Bb4+D5+F5:0.5 Bb4+F5:0.25 D5 Bb4+F5 D5 Bb4+F5:0.5 Bb4:0.25 Eb5+Bb5:0.5 Bb4:0.25 Eb5+Bb5:0.5 ' +
      'Bb4:0.25 Eb5+Bb5:0.5 D6:0.25 Bb5 F5 D5 F5 G5 Bb5 E4+Bb4:0.5 Eb4 Eb4+A4+C5:0.25 D5:0.5 D4+Bb4:0.75 ' +
      'Bb4:0.25 C5 D5 Eb5 A4+Eb5+F5:0.5 Bb4+D5+G5:0.25 F5:0.5 Eb5:0.25 D5 Db5 D5 C5 Bb4 C5 D5 F5:0.5 ' +
      'Bb5:0.25 F5+D6:0.5 Bb4+D5+G5:0.25 F5:0.5 Eb5:0.25 D5 Db5 D5 Eb5 Bb4+D5+F5:0.5 Bb4+F5:0.25 D5 Bb4+F5 ' +
      'D5 Bb4+F5:0.5',
    parts: [
      'G3:0.25 F3:0.5 Eb3:0.25 D3 Db3 D3 C3 Bb2 C3 D3 F3:1.25 G3:0.25 G3:0.5 Gb3:0.25 G3 A3 Bb3:0.5 C4 F3:1 ' +
      'F3:0.5 Bb2 F3+Bb3+D4 F2 F3+Bb3+D4 Bb2 F3+Bb3+D4 F2 F3+Bb3+D4 Bb2 F3+Bb3+D4 F2 F3+Bb3+D4 Bb2 D3 F3 ' +
      'Ab3 G2+G3 G3+Bb3+Eb4 Gb2+Gb3 Gb3+Bb3+Eb4 F2+F3 F3+Bb3+D4 D2+D3 Db2+Db3 C2+C3 A3+C4+F4 C2+C3 ' +
      'Bb3+C4+E4 F2+F3 C3 A2 F2 Bb2 F3+Bb3+D4 F2 F3+Bb3+D4 Bb2 F3+Bb3+D4 F2 F3+Bb3+D4 Bb2 F3+Bb3+D4 F2 ' +
      'F3+Bb3+D4 Bb2 D3 F3 Ab3 G2+G3 G3+Bb3+Eb4 Gb2+Gb3 Gb3+Bb3+Eb4 F2+F3 F3+Bb3+D4 F2+F3 F3+Bb3+D4 G2+G3 ' +
      'Gb2+Gb3 F2+F3:1 Bb2+Bb3:0.5 R:1 F2+F3:0.5 Bb2 F3+Bb3+D4 F2 F3+Bb3+D4 Bb2 F3+Bb3+D4 F2 F3+Bb3+D4 Bb2 ' +
      'F3+Bb3+D4 F2 F3+Bb3+D4 Bb2 D3 F3 Ab3',
    ],
  },
  {
    key: 'sunflower-slow-drag',
    title: 'Sunflower Slow Drag (A Rag Time Two Step)',
    titleClean: 'Sunflower Slow Drag',
    artist: 'Scott Joplin & Scott Hayden',
    artistList: ['Scott Joplin', 'Scott Hayden'],
    trackLink: `${WIKI}Sunflower_Slow_Drag`,
    categories: ['ragtime'],
    tempo: 72,
    meter: 2,
    timbre: 'piano',
    notes:
      'D5:0.25 F5:0.5 Bb4:0.25 D5:1 G4:0.25 A4 Bb4 D4:1.25 Eb4:0.25 F4 G4 Eb4 D4 C4:0.5 F4:0.25 F3:0.5 ' +
      'F4+F5 G4+G5 A4+A5 Bb4+Bb5:0.25 D5 F5 A4+A5:0.5 G4+G5 Bb4+D5:0.25 F4+F5 Bb4+D5 G4+G5 F4+F5:0.5 ' +
      'D5:0.25 Bb4 F4 G5 G4 Ab4 A4 Bb4 G5 G4 E5 F5 F4 D5 G4+G5:0.5 A4+A5 Eb5+F5:0.25 Bb4+Bb5 D5 F5 ' +
      'A4+A5:0.5 G4+G5 Bb4+D5:0.25 F4+F5 Bb4+D5 G4+G5 F4+F5:0.5 D5:0.25 Bb4 F4 C5 B4 C5 D5 C5 Bb4 A4 G4 F4 ' +
      'C5 Eb5 G4+G5:0.5 A4+A5 Eb5+F5:0.25 Bb4+Bb5 D5 F5 A4+A5:0.5 G4+G5 Bb4+D5:0.25 F4+F5 Bb4+D5 G4+G5 ' +
      'F4+F5:0.5 D5:0.25 Bb4 F4 G5 G4 Ab4 A4 Bb4 G5 G4 E5 F4+F5 Bb4+D5 G4+G5 A4+A5:0.5 G4+G5 Bb4+Eb5:0.25 ' +
      'F4+F5 Bb4+D5 G4+G5 F4+F5:0.5 D5:0.25 B4 G4 E4+D5:0.5 D4+C5 Eb4+D5 Eb4+C5 D4+Bb4:2',
    parts: [
      'D4:0.25 F4:0.5 Bb3:0.25 D4:1 G3:0.25 A3 Bb3 D3:1.25 Eb3:0.25 F3 G3 Eb3 D3 C3:0.5 F3:0.25 F2:0.5 ' +
      'F2+F3 Eb2+Eb3 C2+C3 Bb1+Bb2 F3+Bb3+D4 F2 F3+Bb3+D4 Bb2 F3+Bb3+D4 D3 F3+Bb3+D4 Eb3+Eb4 Bb2+Bb3 C3+C4 ' +
      'Db3+Db4 D3+D4 F2+F3 Eb2+Eb3 C2+C3 Bb1+Bb2 F3+Bb3+D4 F2 F3+Bb3+D4 Bb2 F3+Bb3+D4 D3 Db3 C3 A3+C4+F4 C3 ' +
      'G3+Bb3+C4+E4 F3+A3+C4 F2+F3 Eb2+Eb3 C2+C3 Bb1+Bb2 F3+Bb3+D4 F2 F3+Bb3+D4 Bb2 F3+Bb3+D4 D3 F3+Bb3+D4 ' +
      'Eb3+Eb4 Bb2+Bb3 C3+C4 Db3+Db4 D3+D4 Eb3+Eb4 F3+F4 Eb3+Eb4 D3+D4 F3+Bb3+D4 G2 G3+B3+D4+F4 C3+G3+Bb3 ' +
      'C3+G3+Bb3 F3+A3 F3+A3 Bb2+Bb3 F2+F3:0.25 G2+G3:0.5 F2+F3:0.25 D2+D3 C2+C3',
    ],
  },
  {
    key: 'something-doing',
    title: 'Something Doing',
    titleClean: 'Something Doing',
    artist: 'Scott Joplin & Scott Hayden',
    artistList: ['Scott Joplin', 'Scott Hayden'],
    trackLink: null,
    categories: ['ragtime'],
    tempo: 80,
    meter: 2,
    timbre: 'piano',
    notes:
      'F4:0.25 G4 A4 F5:0.5 E5:1.25 D5:0.25 Db5 D5 Bb4:1.25 Bb4:0.25 A4 Bb4 G4:0.5 A4:0.25 Bb4 B4 C5:0.5 R ' +
      'C5+E5+G5+C6 R A4:0.25 C5 F5 A5:0.5 F5:0.25 C5 A4 C5+E5:0.5 Bb4+D5 A4+C5:1 Bb4+Bb5:0.25 E5 G5 ' +
      'Bb4+Bb5:0.5 E5+G5:0.25 B4+B5 C5+C6:0.5 C6:0.25 A5 F5 D5 Db5 C5 Bb4 A4 C5 F5 A5:0.5 F5:0.25 C5 A4 ' +
      'C5+E5:0.5 Bb4+D5 A4+C5 A4+A5 G4+G5:0.25 C5 E5 C5+D5+Gb5+A5:0.5 C5+D5+Gb5+A5:0.25 D5+F5+B5:0.5 ' +
      'C5+E5+C6:1.5 R:0.5 A4:0.25 C5 F5 A5:0.5 F5:0.25 C5 A4 C5+E5:0.5 Bb4+D5 A4+C5:1 Bb4+Bb5:0.25 E5 G5 ' +
      'Bb4+Bb5:0.5 E5+G5:0.25 B4+B5 C5+C6:0.5 C6:0.25 A5 F5 D5 Db5 C5:0.5 D5+D6:0.25 Bb5 C6 E5+E6:0.5 ' +
      'Bb5:0.25 D5+D6:0.5 C5+C6:0.25 F5+A5 D5+D6 C5+C6:0.5 A5:0.25 F5 Gb4 G4 C5:0.5 Gb4:0.25 G4 ' +
      'G4+Bb4+G5:0.5 F4+A4+F5:1.75 R:0.5 A4:0.25 C5 F5 A5:0.5 F5:0.25',
    parts: [
      'F3:0.25 G3 A3 F4:0.5 E4:1.25 D4:0.25 Db4 D4 Bb3:1.25 Bb3:0.25 A3 Bb3 G3:0.5 F3:0.25 E3 D3 C3:0.5 R ' +
      'C2+C3 R F2+F3 A3+C4+F4 C3 A3+C4+F4 C3 Bb3+C4+E4 F3 A3+C4+F4 G2+G3 Bb3+C4+E4 G2+G3 Ab2+Ab3 A2+A3 ' +
      'C3+C4 Bb2+Bb3 A2+A3 F2+F3 A3+C4+F4 C3 A3+C4+F4 C3 C4+E4 F3 Gb3+A3+C4+Eb4 G3+C4+E4:1 D3+D4:0.5 G2+G3 ' +
      'C3+C4 Bb2+Bb3 A2+A3 G2+G3 F2+F3 A3+C4+F4 C3 A3+C4+F4 C3 Bb3+C4+E4 F3 A3+C4+F4 G2+G3 Bb3+C4+E4 G2+G3 ' +
      'Ab2+Ab3 A2+A3 C3+C4 Bb2+Bb3 A2+A3 Bb2+Bb3 Bb3+D4+G4 Bb2+Bb3 Ab2+Ab3 A2+A3 A3+C4+F4 A3+C4+F4 R C3 ' +
      'Bb3+C4+E4 E3 G3+Bb3+C4 F3+A3+C4 C2+C3 D2+D3 E2+E3 F3+A3+C4 R:1',
    ],
  },
  {
    key: 'the-strenuous-life',
    title: 'The Strenuous Life',
    titleClean: 'The Strenuous Life',
    artist: 'Scott Joplin',
    artistList: ['Scott Joplin'],
    trackLink: null,
    categories: ['ragtime'],
    tempo: 80,
    meter: 2,
    timbre: 'piano',
    notes:
      'G5:0.5 G5:1 F5:0.25 E5 D5 C5 B4 C5 D5:0.5 G4 D4+F4+C5 D4+F4+C5:1 D4+F4+C5:0.5 D4+F4+B4 R G4+B4+F5+G5 ' +
      'R E4+G4 G4:0.75 E4:0.25 F4 G4 E5 C5 A4 G4:0.5 G4:0.25 C5 E5 B4+D5 B4+D5:0.5 Bb4+Db5:0.25 B4+D5:0.5 ' +
      'B4+Eb5 C5+E5:2 E4+G4:0.5 G4:0.75 E4:0.25 F4 G4 E5 C5 A4 G4:0.75 G4+Bb4+E5:0.5 G4+B4+D5:0.25 ' +
      'G4+B4+D5:0.5 G4+B4+D5:0.25 G4+Db5+E5:0.5 Gb4+C5+Gb5 G4+B4+G5:2 E4+G4:0.5 G4:0.75 E4:0.25 F4 G4 E5 C5 ' +
      'A4 G4:0.5 G4:0.25 C5 E5 B4+D5 B4+D5:0.5 Bb4+Db5:0.25 B4+D5:0.5 B4+Eb5 C5+E5:1.5 C5+E5:0.5 C5+F5:0.25 ' +
      'E5 F5 C5+F5+C6:0.5 C5+F5+C6 B5:0.25 C5+E5+C6 G5 E5 C5 G4+Db5+F5 G4+Db5+E5:0.5 G4+A4:0.25 Gb4+C5 ' +
      'Gb4+C5:0.5 Gb4+E5:0.25 F4+D5 C5 F4+D5:0.5 E4+C5:1.5 R:0.5 E4+G4 G4:0.75 E4:0.25 F4 G4',
    parts: [
      'G4:0.5 G4:1 F4:0.25 E4 D4 C4 B3 C4 D4:0.5 G3 Ab2+Ab3 Ab2+Ab3:1 Ab2+Ab3:0.5 G2+G3 R G1+G2 R C2+C3 ' +
      'G3+C4+E4 G2 G3+C4+E4 C3 G3+C4+E4 E3 G3+C4+E4 G3 B3+D4+F4 G2 G3+B3+F4 C3 G2+G3:0.25 A2+A3:0.5 ' +
      'G2+G3:0.25 A2+A3 B2+B3 C3+C4:0.5 G3+C4+E4 G2 G3+C4+E4 C3 G3+C4+E4 G3+C4+E4 Db3+Db4 D3+D4:1 A2+A3:0.5 ' +
      'D2+D3 G1+G2 A2+A3:0.25 G2+G3:0.5 F2+F3:0.25 E2+E3 D2+D3 C2+C3:0.5 G3+C4+E4 G2 G3+C4+E4 C3 G3+C4+E4 ' +
      'E3 G3+C4+E4 G3 B3+D4+F4 G2 G3+B3+F4 C2+C3 G2+G3 C3+C4 Bb2+Bb3 A2+A3 A3+C4+F4 Ab2+Ab3 Ab3+C4+F4 G2+G3 ' +
      'G3+C4+E4 A2+A3 A3+Db4 D3+A3+C4 D3+A3+C4 G3+B3 G3+B3 C3+C4 B2+B3:0.25 A2+A3 G2+G3 F2+F3 E2+E3 D2+D3 ' +
      'C3+C4:0.5 G2+G3 C2+C3 R',
    ],
  },
  {
    key: 'sugar-cane',
    title: 'Sugar Cane',
    titleClean: 'Sugar Cane',
    artist: 'Scott Joplin',
    artistList: ['Scott Joplin'],
    trackLink: null,
    categories: ['ragtime'],
    tempo: 92,
    meter: 2,
    timbre: 'piano',
    notes:
      'R:0.75 D5:0.25 F4 Bb4 D5 F5 Bb5 D6 F6 G6 F6 Eb6 C6 A5 G5 F5 R D5 F4 Bb4 D5 F5 Bb5 D6 F6 G6 F6 Eb6 C6 ' +
      'A5 G5 F5 Eb4:0.5 Gb4:0.25 Eb4 D4:0.5 F4 Eb4 Gb4:0.25 Eb4 D4:0.5 F3 R:0.25 G3 Db4 G4 R G4 Db5 G5 R G5 ' +
      'Db6 E6 G5+Db6+G6:0.5 R:0.25 F5+Bb5+D6+F6:0.5 Bb5+D6:0.25 G5+G6 Bb5 Eb6 Gb5+Gb6:0.5 F5+Bb5+D6+F6 ' +
      'Bb5+D6:0.25 E5+E6 Bb5 D6 F5+F6:0.5 A5+F6 Eb6:0.25 A5+F6 C6 Eb6 A5+F6:0.5 Bb5+D6+Bb6:0.75 ' +
      'G4+Bb4+G5:0.5 F4+Bb4+F5 E4+Bb4+E5:0.25 F4+Bb4+D5+F5:0.5 Bb4+D5:0.25 G4+G5 Bb4 Eb5 Gb4+Gb5:0.5 ' +
      'F4+Bb4+D5+F5 Bb4+D5:0.25 E4+E5 Bb4 D5 F4+F5:0.75 R:0.25 Eb5 A4+F5 C5 Eb5 A4+F5:0.5 Bb4+D5+Bb5:1.75 ' +
      'R:0.75 D5:0.25 F4 Bb4 D5 F5 Bb5 D6 F6 G6 F6 Eb6 C6 A5 G5 F5 R D5 F4 Bb4 D5 F5 Bb5 D6 F6 G6 F6 Eb6 C6 ' +
      'A5 G5 F5 Eb4:0.5 Gb4:0.25 Eb4 D4:0.5 F4 Eb4 Gb4:0.25 Eb4 D4:0.5 F3 R:0.25 G3 Db4 G4 R G4 Db5 G5 R G5 ' +
      'Db6 E6 G5+Db6+G6:0.5',
    parts: [
      'F2+F3:0.5 Bb2+Bb3 F3+Bb3+D4 F3+F4 D3+D4 C3+C4 F3+A3+Eb4 F3+A3+Eb4 F2+F3 Bb2+Bb3 F3+Bb3+D4 F3+F4 ' +
      'D3+D4 C3+C4 F3+A3+Eb4 F3+A3+Eb4 F2+F3 Eb3 Gb3:0.25 Eb3 D3:0.5 F3 Eb3 Gb3:0.25 Eb3 D3:0.5 F2 E2 Bb2 ' +
      'E3 Bb3 E4 Bb4 E5 R D4+F4+Bb4 Eb4+G4+Bb4 Eb4+Gb4+Bb4 Eb4+Gb4+Bb4 D4+F4+Bb4 Db4+G4+Bb4 D4+F4+Bb4 ' +
      'D4+F4+Bb4 C4+F4+A4 C4+F4+A4 C4+F4+A4 C4+F4+A4 D4+F4+Bb4 Eb3+Eb4 D3+D4 Db3+Db4 D3+F3+Bb3 Eb3+G3+Bb3 ' +
      'Eb3+Gb3+Bb3 Eb3+Gb3+Bb3 D3+F3+Bb3 Db3+G3+Bb3 D3+F3+Bb3 F3+Bb3+D4 C3+C4 F3+A3+Eb4 F2+F3 F3+A3+Eb4 ' +
      'Bb2+Bb3 D2+D3 G2+G3 F2+F3 Bb2+Bb3 F3+Bb3+D4 F3+F4 D3+D4 C3+C4 F3+A3+Eb4 F3+A3+Eb4 F2+F3 Bb2+Bb3 ' +
      'F3+Bb3+D4 F3+F4 D3+D4 C3+C4 F3+A3+Eb4 F3+A3+Eb4 F2+F3 Eb3 Gb3:0.25 Eb3 D3:0.5 F3 Eb3 Gb3:0.25 Eb3 ' +
      'D3:0.5 F2 E2 Bb2 E3 Bb3 E4 Bb4 E5',
    ],
  },
  {
    key: 'search-light-rag',
    title: 'Search-Light Rag',
    titleClean: 'Search-Light Rag',
    artist: 'Scott Joplin',
    artistList: ['Scott Joplin'],
    trackLink: null,
    categories: ['ragtime'],
    tempo: 80,
    meter: 2,
    timbre: 'piano',
    notes:
      'Bb4:0.5 G4:0.75 D4:0.25 G4:0.5 F4 D4:0.75 Bb3:0.25 D4:0.5 C4 Bb3:0.75 D4:0.25 F4 D5 C5:0.5 R ' +
      'F4+A4+C5+F5 R F4+Bb4+D5:0.75 C5:0.25 Bb4 C5 D5 Eb5 Bb4+F5 G5:0.5 D5:0.25 D5+F5:0.5 F5+D6:0.25 C6 ' +
      'G5+Bb5:0.75 F5+A5:0.25 Eb5+G5 C5+Eb5:0.5 Bb4+D5:1.25 C5+Eb5:1 Bb4+D5:0.75 C5:0.25 Bb4 C5 D5 Eb5 ' +
      'Bb4+F5 G5:0.5 D5:0.25 F5:0.5 Bb4+F5:0.25 G5 C5+A5:0.75 C6:0.25 C5 Bb4+G5:0.5 A4+F5:0.75 G5:0.25 F5 ' +
      'Eb5 D5 C5 F5 F4+D5:0.75 C5:0.25 Bb4 C5 D5 Eb5 Bb4+F5 G5:0.5 D5:0.25 D5+F5:0.5 E5:0.25 F5 D5+Gb5:0.75 ' +
      'A5:0.25 Gb5+Eb6 D6:0.5 C6:0.25 G5+Bb5:1.5 D5+Ab5:0.5 Eb5+G5:0.75 D5+F5:0.25 C5+Eb5 D5 Eb5 Bb5 ' +
      'Bb4+D5+Bb5:0.75 E5:0.25 D5+F5 Eb5 F5 E5+Gb5 Eb5+G5 Bb5:0.5 Eb5:0.25 G4+A4+Eb5 F4+A4+D5 Eb4+A4+C5:0.5 ' +
      'D4+F4+Bb4:1.5 F4+C5+Eb5:0.5 F4+Bb4+D5:0.75 C5:0.25 Bb4 C5 D5 Eb5',
    parts: [
      'Bb3:0.5 G3:0.75 D3:0.25 G3:0.5 F3 D3:0.75 Bb2:0.25 D3:0.5 C3 Bb2:0.75 D3:0.25 F3 D4 C4:0.5 R F2+F3 R ' +
      'Bb2+Bb3 F3+Bb3+D4 G2+G3 F2+F3 D2+D3 F3+Bb3+D4 Bb2 Ab3+Bb3+D4 Eb2+Eb3 G3+Bb3+Eb4 G2+G3 Gb2+Gb3 F2+F3 ' +
      'Bb2+Bb3 A2+A3 F2+F3 Bb2+Bb3 F3+Bb3+D4 G2+G3 F2+F3 D2+D3 Bb3+D4+F4 Db2+Db3 Bb3+Db4+F4 C2+C3 A3+C4+F4 ' +
      'C3 Bb3+C4+E4 F3+A3+C4+F4 F2+F3 G2+G3 A2+A3 Bb2+Bb3 F3+Bb3+D4 G2+G3 F2+F3 D2+D3 F3+Bb3+D4 Bb2 ' +
      'F3+Bb3+D4 A2+A3 Gb3+C4+D4 D2+D3 Gb3+C4+D4 G3+Bb3+D4 Bb2+Bb3:0.25 A2+A3 G2+G3 Gb2+Gb3 F2+F3:0.5 ' +
      'Eb2+Eb3 G3+Bb3+Eb4 G2+G3 Gb2+Gb3 F2+F3 F3+Bb3+D4 F3+Bb3+D4 D3+D4:0.25 Db3+Db4 C3+C4:0.5 G3+C4+Eb4 ' +
      'F2+F3:1 Bb2+Bb3:0.5 F2+F3:0.25 E2+E3 F2+F3 Gb2+Gb3 G2+G3 A2+A3 Bb2+Bb3:0.5 F3+Bb3+D4 G2+G3 F2+F3',
    ],
  },
  {
    key: 'wall-street-rag',
    title: 'Wall Street Rag',
    titleClean: 'Wall Street Rag',
    artist: 'Scott Joplin',
    artistList: ['Scott Joplin'],
    trackLink: null,
    categories: ['ragtime'],
    tempo: 66,
    meter: 2,
    timbre: 'piano',
    notes:
      'C5:0.75 A4:0.25 D4:0.5 C4:0.25 D4 E4:0.5 F4:1 G4:0.5 E4 D4:0.25 E4 F4 A4:0.5 Ab4:0.25 G4:1 ' +
      'G4+B4+G5:0.5 R C4+E4:0.25 D4+F4 E4+G4 Eb4+A4:0.5 Gb4+Eb5:0.25 G4+E5 E4+C5 F4+D5:0.5 D5:0.25 E5 D5 C5 ' +
      'C4+D4 F4 C4+E4 D4+F4 E4+G4 Eb4+A4:0.5 Gb4+Eb5:0.25 G4+E5 E4+C5 F4+D5:0.5 E5:0.25 D5 C5 D5 E4+E5 G4 ' +
      'E4+Ab4 E4 B4 Ab4+E5:0.5 F5:0.25 Ab4+E5:0.5 E4+A4:0.25 E4 C5 A4+C5+E5:0.5 F5:0.25 A4+C5+E5:0.5 ' +
      'C5+E5:0.25 D5 Gb5 D5+Gb5+B5 D5+Gb5+B5 E5+Gb5+C6 D5+Gb5+B5 C5+Gb5+A5 B4+F5+A5 G5 F5 D5 F4+G4+E5 D5 G4 ' +
      'F4 C4+E4 D4+F4 E4+G4 Eb4+A4:0.5 Gb4+Eb5:0.25 G4+E5 E4+C5 F4+D5:0.5 D5:0.25 E5 D5 C5 C4+D4 F4 C4+E4 ' +
      'D4+F4 E4+G4 Eb4+A4:0.5 Gb4+Eb5:0.25 G4+E5 E4+C5 F4+D5:0.5 C5:0.25 D5 C5:0.5 F4+C5:0.25 D5 C4+E4 ' +
      'D4+F4 E4+G4 Eb4+A4:0.5 Gb4+Eb5:0.25 G4+E5 E4+C5 F4+D5:0.5 D5:0.25 E5',
    parts: [
      'C4:0.75 A3:0.25 D3:0.5 C3:0.25 D3 E3:0.5 F3:1 G3:0.5 E3 D3:0.25 E3 F3 A3:0.5 Ab3:0.25 G3:1 G2+G3:0.5 ' +
      'R C3+G3:0.75 Gb3:0.25 C4:0.5 G3 C3+Ab3:1.5 Ab3:0.5 C3+G3:0.75 Gb3:0.25 C4:0.5 G3 C3+Ab3:1.5 ' +
      'C3+G3:0.5 B2+B3 Ab3+D4+E4 E2+E3 D2+D3 C2+C3 A3+C4+E4 A2+A3 G2+G3 Gb2+Gb3 Gb3+C4+D4 D2+D3 Gb3+C4+D4 ' +
      'G2+G3 G3+B3+D4 B2 G3+B3+D4 C3+G3:0.75 Gb3:0.25 C4:0.5 G3 C3+Ab3:1.5 Ab3:0.5 C3+G3:0.75 Gb3:0.25 ' +
      'C4:0.5 G3 C3+Ab3:1.5 Ab3:0.5 R:3',
    ],
  },
];
