import type { Melody } from '../melody.ts';

const WIKI = 'https://en.wikipedia.org/wiki/';

const traditional = { artist: 'Traditional', artistList: ['Traditional'] } as const;

/** Nursery rhymes and children's songs, played on a music box. Note text: see Melody in melody.ts. */
export const NURSERY: readonly Melody[] = [
  {
    key: 'twinkle-twinkle',
    title: 'Twinkle, Twinkle, Little Star',
    titleClean: 'Twinkle, Twinkle, Little Star',
    ...traditional,
    trackLink: `${WIKI}Twinkle,_Twinkle,_Little_Star`,
    categories: ['nursery', 'folk'],
    tempo: 108,
    meter: 4,
    timbre: 'musicbox',
    notes:
      'C5:1 C5 G5 G5 | A5 A5 G5:2 | F5:1 F5 E5 E5 | D5 D5 C5:2 | G5:1 G5 F5 F5 | E5 E5 D5:2 | G5:1 G5 F5 F5 | E5 E5 D5:2 | ' +
      'C5:1 C5 G5 G5 | A5 A5 G5:2 | F5:1 F5 E5 E5 | D5 D5 C5:2',
    chords: 'C:4 | F:2 C:2 | F:2 C:2 | G:2 C:2 | C:2 G:2 | C:2 G:2 | C:2 G:2 | C:2 G:2 | C:4 | F:2 C:2 | F:2 C:2 | G:2 C:2',
    style: 'block',
  },
  {
    key: 'frere-jacques',
    title: 'Frère Jacques (Are You Sleeping?)',
    titleClean: 'Frère Jacques',
    ...traditional,
    trackLink: `${WIKI}Fr%C3%A8re_Jacques`,
    categories: ['nursery', 'folk'],
    tempo: 120,
    meter: 4,
    timbre: 'musicbox',
    notes:
      'C5:1 D5 E5 C5 | C5 D5 E5 C5 | E5 F5 G5:2 | E5:1 F5 G5:2 | G5:0.5 A5 G5 F5 E5:1 C5 | G5:0.5 A5 G5 F5 E5:1 C5 | ' +
      'C5 G4 C5:2 | C5:1 G4 C5:2',
    round: { voices: 3, everyBeats: 8 },
  },
  {
    key: 'row-your-boat',
    title: 'Row, Row, Row Your Boat',
    titleClean: 'Row, Row, Row Your Boat',
    ...traditional,
    trackLink: `${WIKI}Row,_Row,_Row_Your_Boat`,
    categories: ['nursery', 'folk'],
    tempo: 150,
    meter: 3,
    timbre: 'musicbox',
    notes:
      'C5:1.5 C5 | C5:1 D5:0.5 E5:1.5 | E5:1 D5:0.5 E5:1 F5:0.5 | G5:3 | C6:0.5 C6 C6 G5 G5 G5 | E5 E5 E5 C5 C5 C5 | ' +
      'G5:1 F5:0.5 E5:1 D5:0.5 | C5:3',
    round: { voices: 3, everyBeats: 6 },
  },
  {
    key: 'mary-had-a-little-lamb',
    title: 'Mary Had a Little Lamb',
    titleClean: 'Mary Had a Little Lamb',
    ...traditional,
    trackLink: `${WIKI}Mary_Had_a_Little_Lamb`,
    categories: ['nursery'],
    tempo: 132,
    meter: 4,
    timbre: 'musicbox',
    notes: 'E5:1 D5 C5 D5 | E5 E5 E5:2 | D5:1 D5 D5:2 | E5:1 G5 G5:2 | E5:1 D5 C5 D5 | E5 E5 E5 E5 | D5 D5 E5 D5 | C5:4',
    chords: 'C:4 | C:4 | G:4 | C:4 | C:4 | C:4 | G:4 | C:4',
    style: 'block',
  },
  {
    key: 'london-bridge',
    title: 'London Bridge Is Falling Down',
    titleClean: 'London Bridge Is Falling Down',
    ...traditional,
    trackLink: `${WIKI}London_Bridge_Is_Falling_Down`,
    categories: ['nursery'],
    tempo: 132,
    meter: 4,
    timbre: 'musicbox',
    notes: 'G5:1.5 A5:0.5 G5:1 F5 | E5 F5 G5:2 | D5:1 E5 F5:2 | E5:1 F5 G5:2 | G5:1.5 A5:0.5 G5:1 F5 | E5 F5 G5:2 | D5:2 G5 | E5:1 C5:3',
    chords: 'C:4 | C:4 | G:4 | C:4 | C:4 | C:4 | G:4 | C:4',
    style: 'block',
  },
  {
    key: 'old-macdonald',
    title: 'Old MacDonald Had a Farm',
    titleClean: 'Old MacDonald Had a Farm',
    ...traditional,
    trackLink: `${WIKI}Old_MacDonald_Had_a_Farm`,
    categories: ['nursery'],
    tempo: 132,
    meter: 4,
    timbre: 'musicbox',
    notes:
      'G5:1 G5 G5 D5 | E5 E5 D5:2 | B5:1 B5 A5 A5 | G5:3 D5:1 | G5 G5 G5 D5 | E5 E5 D5:2 | B5:1 B5 A5 A5 | G5:3 D5:0.5 D5 | ' +
      'G5:1 G5 G5 D5:0.5 D5 | G5:1 G5 G5:2 | G5:0.5 G5 G5:1 G5:0.5 G5 G5:1 | G5:0.5 G5 G5 G5 G5:1 G5 | G5 G5 G5 D5 | ' +
      'E5 E5 D5:2 | B5:1 B5 A5 A5 | G5:4',
    chords: 'G:4 | C:2 G:2 | D:4 | G:4 | G:4 | C:2 G:2 | D:4 | G:4 | G:4 | G:4 | G:4 | G:4 | G:4 | C:2 G:2 | D:4 | G:4',
    style: 'block',
  },
  {
    key: 'pop-goes-the-weasel',
    title: 'Pop Goes the Weasel',
    titleClean: 'Pop Goes the Weasel',
    ...traditional,
    trackLink: `${WIKI}Pop_Goes_the_Weasel`,
    categories: ['nursery'],
    tempo: 160,
    meter: 3,
    timbre: 'musicbox',
    notes:
      'C5:1 C5:0.5 D5:1 D5:0.5 | E5:0.5 G5 E5 C5:1.5 | C5:1 C5:0.5 D5:1 D5:0.5 | E5:1.5 C5 | C5:1 C5:0.5 D5:1 D5:0.5 | ' +
      'E5:0.5 G5 E5 C5:1.5 | A5:1.5 D5:1 F5:0.5 | E5:1.5 C5',
    chords: 'C:3 | C:3 | G:3 | C:3 | C:3 | C:3 | F:1.5 G:1.5 | C:3',
    style: 'block',
  },
  {
    key: 'hot-cross-buns',
    title: 'Hot Cross Buns',
    titleClean: 'Hot Cross Buns',
    ...traditional,
    trackLink: `${WIKI}Hot_Cross_Buns_(song)`,
    categories: ['nursery'],
    tempo: 110,
    meter: 4,
    timbre: 'musicbox',
    notes: 'E5:1 D5 C5:2 | E5:1 D5 C5:2 | C5:0.5 C5 C5 C5 D5 D5 D5 D5 | E5:1 D5 C5:2',
    chords: 'C:4 | C:4 | C:2 G:2 | C:4',
    style: 'block',
  },
  {
    key: 'three-blind-mice',
    title: 'Three Blind Mice',
    titleClean: 'Three Blind Mice',
    ...traditional,
    trackLink: `${WIKI}Three_Blind_Mice`,
    categories: ['nursery'],
    tempo: 144,
    meter: 3,
    timbre: 'musicbox',
    notes:
      'E5:1.5 D5 | C5:3 | E5:1.5 D5 | C5:3 | G5:1.5 F5:1 F5:0.5 | E5:3 | G5:1.5 F5:1 F5:0.5 | E5:2.5 G5:0.5 | ' +
      'C6:1 C6:0.5 B5 A5 B5 | C6:1 G5:0.5 G5:1 G5:0.5 | C6:0.5 C6 C6 B5 A5 B5 | C6:1 G5:0.5 G5:1 G5:0.5 | ' +
      'C6:1 C6:0.5 B5 A5 B5 | C6:1 G5:0.5 G5:1 F5:0.5 | E5:1.5 D5 | C5:3',
    round: { voices: 2, everyBeats: 12 },
  },
  {
    key: 'this-old-man',
    title: 'This Old Man',
    titleClean: 'This Old Man',
    ...traditional,
    trackLink: `${WIKI}This_Old_Man`,
    categories: ['nursery'],
    tempo: 150,
    meter: 4,
    timbre: 'musicbox',
    notes:
      'G5:1 E5 G5:2 | G5:1 E5 G5:2 | A5:1 G5 F5 E5 | D5 E5 F5:2 | E5:1 F5 G5 C5 | C5:1 C5:0.5 C5 C5:1 D5:0.5 E5 | ' +
      'F5:1 G5 G5 D5 | D5 F5 E5 D5 | C5:4',
    chords: 'C:4 | C:4 | F:2 C:2 | G:4 | C:4 | C:4 | F:2 G:2 | G:4 | C:4',
    style: 'block',
  },
  {
    key: 'itsy-bitsy-spider',
    title: 'The Itsy Bitsy Spider',
    titleClean: 'The Itsy Bitsy Spider',
    ...traditional,
    trackLink: `${WIKI}Itsy_Bitsy_Spider`,
    categories: ['nursery'],
    tempo: 150,
    meter: 3,
    timbre: 'musicbox',
    notes:
      'G4:0.5 | C5:1 C5:0.5 C5:1 D5:0.5 | E5:1.5 E5:1 E5:0.5 | D5:1 C5:0.5 D5:1 E5:0.5 | C5:2.5 E5:0.5 | E5:1.5 F5:1 G5:0.5 | ' +
      'G5:2.5 G5:0.5 | F5:1 E5:0.5 F5:1 G5:0.5 | E5:2.5 C5:0.5 | C5:1.5 D5:1 E5:0.5 | E5:2.5 E5:0.5 | D5:1 C5:0.5 D5:1 E5:0.5 | ' +
      'C5:2.5 G4:0.5 | C5:1 C5:0.5 C5:1 D5:0.5 | E5:1.5 E5:1 E5:0.5 | D5:1 C5:0.5 D5:1 E5:0.5 | C5:2.5',
    chords: 'R:0.5 | C:3 | C:3 | G:3 | C:3 | C:3 | C:3 | G:3 | C:3 | C:3 | C:3 | G:3 | C:3 | C:3 | C:3 | G:3 | C:2.5',
    style: 'block',
  },
  {
    key: 'farmer-in-the-dell',
    title: 'The Farmer in the Dell',
    titleClean: 'The Farmer in the Dell',
    ...traditional,
    trackLink: `${WIKI}The_Farmer_in_the_Dell`,
    categories: ['nursery'],
    tempo: 150,
    meter: 3,
    timbre: 'musicbox',
    notes:
      'G4:0.5 | C5:1 C5:0.5 C5:1 C5:0.5 | C5:2.5 C5:0.5 | E5:1 E5:0.5 E5:1 E5:0.5 | E5:3 | G5:1.5 G5:1 A5:0.5 | ' +
      'G5:1 E5:0.5 C5:1 D5:0.5 | E5:1 E5:0.5 D5:1 D5:0.5 | C5:2.5',
    chords: 'R:0.5 | C:3 | C:3 | C:3 | C:3 | C:3 | C:3 | G:3 | C:2.5',
    style: 'block',
  },
  {
    key: 'skip-to-my-lou',
    title: 'Skip to My Lou',
    titleClean: 'Skip to My Lou',
    ...traditional,
    trackLink: `${WIKI}Skip_to_My_Lou`,
    categories: ['nursery'],
    tempo: 132,
    meter: 2,
    timbre: 'musicbox',
    notes:
      'E5:1 E5 | C5 C5 | E5 E5 | G5:2 | D5:1 D5 | B4 B4 | D5 D5 | F5:2 | E5:1 E5 | C5 C5 | E5 E5 | G5:1.5 G5:0.5 | ' +
      'D5:1 E5 | F5 D5 | C5:2 | C5:2',
    chords: 'C:2 | C:2 | C:2 | C:2 | G:2 | G:2 | G:2 | G:2 | C:2 | C:2 | C:2 | C:2 | G:2 | G:2 | C:2 | C:2',
    style: 'march',
  },
];
