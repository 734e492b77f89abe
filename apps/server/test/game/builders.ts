import { gameSettings } from '../../src/game/new-room.ts';
import { createRoom } from '../../src/game/new-room.ts';
import type { CategoryInfo, NewPlayer } from '../../src/game/room-events.ts';
import type { GameSettings, RoomState, SongEntry } from '../../src/game/room-state.ts';

const CATALOGUE: Array<[title: string, artist: string]> = [
  ['Moonlight Sonata', 'Ludwig van Beethoven'],
  ['Greensleeves', 'Traditional England'],
  ['Maple Leaf Rag', 'Scott Joplin'],
  ['Ode to Joy', 'Friedrich Schiller'],
  ['Swan Lake', 'Pyotr Tchaikovsky'],
  ['Danny Boy', 'Frederic Weatherly'],
  ['The Entertainer', 'Ragtime Kings'],
  ['Clair de Lune', 'Claude Debussy'],
  ['Scarborough Fair', 'Yorkshire Singers'],
  ['Blue Danube', 'Johann Strauss'],
  ['Carmen Habanera', 'Georges Bizet'],
  ['Morning Mood', 'Edvard Grieg'],
];

export function aSong(index: number, overrides: Partial<SongEntry> = {}): SongEntry {
  const [title, artist] = CATALOGUE[index % CATALOGUE.length]!;
  return {
    id: index + 1,
    preview: `/api/audio/${(index + 1).toString(16).padStart(8, '0')}`,
    title,
    titleClean: title,
    artist,
    artistList: [artist],
    albumArt: `/api/art/${index + 1}`,
    trackLink: null,
    ...overrides,
  };
}

export const songs = (count: number): SongEntry[] => Array.from({ length: count }, (_, i) => aSong(i));

export const TEST_SETTINGS: GameSettings = gameSettings(
  { ROUNDS_PER_GAME: 3, ROUND_DURATION_S: 30, ROUND_PAUSE_S: 10, GAME_END_PAUSE_S: 20, POINTS_BY_RANK: [3, 2, 1] },
  3,
);

export const aCategory = (overrides: Partial<CategoryInfo> = {}): CategoryInfo => ({
  categoryId: 7,
  roomName: 'classics',
  displayName: 'Classics',
  songOnly: false,
  visible: true,
  active: true,
  ...overrides,
});

export function aRoom(
  options: { category?: Partial<CategoryInfo>; settings?: Partial<GameSettings>; songCount?: number } = {},
): RoomState {
  return createRoom(aCategory(options.category), { ...TEST_SETTINGS, ...options.settings }, songs(options.songCount ?? 12));
}

export const aPlayer = (name: string, overrides: Partial<NewPlayer> = {}): NewPlayer => ({
  key: `key-${name}`,
  name,
  userId: null,
  authenticated: false,
  ...overrides,
});
