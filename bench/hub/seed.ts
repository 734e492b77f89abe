import { openDatabase } from '../../apps/server/src/db/client.ts';
import { categories, categorySongs, songs } from '../../apps/server/src/db/schema.ts';

/** Titles the load generator guesses from, so some guesses are right and scoring runs. */
export const BENCH_TITLES = [
  'Velvet Harbour', 'Copper Lantern', 'Paper Comet', 'Silent Orchard', 'Marble Tide', 'Hollow Meadow',
  'Crimson Ferry', 'Amber Signal', 'Frozen Compass', 'Golden Quarry', 'Distant Lighthouse', 'Willow Engine',
  'Quiet Avalanche', 'Neon Prairie', 'Iron Lullaby', 'Glass Canyon', 'Velvet Thunder', 'Paper Kingdom',
  'Salt Cathedral', 'Lunar Bakery', 'Cobalt Orchard', 'Ember Station', 'Hidden Carousel', 'Saffron Bridge',
];

export const benchRoomName = (i: number): string => `bench${String(i + 1).padStart(3, '0')}`;

/** Migrates a fresh embedded database in `dataDir` and adds `rooms` categories sharing the bench songs. */
export async function seedBenchDatabase(dataDir: string, rooms: number): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    const songRows = await database.db
      .insert(songs)
      .values(
        BENCH_TITLES.map((title, i) => ({
          source: 'bench',
          externalId: `bench-${i}`,
          title,
          titleClean: title,
          artist: `Bench Artist ${String.fromCharCode(65 + i)}`,
          artistList: [`Bench Artist ${String.fromCharCode(65 + i)}`],
          albumArt: `/bench/art/${i}.svg`,
          preview: `/bench/audio/${i}.wav`,
          trackLink: null,
        })),
      )
      .returning({ id: songs.id });
    const names = Array.from({ length: rooms }, (_, i) => benchRoomName(i));
    const categoryRows = await database.db
      .insert(categories)
      .values(names.map((roomName) => ({ roomName, displayName: `Bench ${roomName}` })))
      .returning({ id: categories.id });
    await database.db
      .insert(categorySongs)
      .values(categoryRows.flatMap((c) => songRows.map((s) => ({ categoryId: c.id, songId: s.id }))));
    return names;
  } finally {
    await database.close();
  }
}
