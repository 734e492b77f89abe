import type { Db } from '../../src/db/client.ts';
import { categories, categorySongs, songs, users } from '../../src/db/schema.ts';

/** Distinct words, so no title or artist is part of another, a name or a message of the tests. */
const TITLES = [
  'Velvet Harbour', 'Copper Lantern', 'Paper Comet', 'Silent Orchard', 'Marble Tide', 'Hollow Meadow',
  'Crimson Ferry', 'Amber Signal', 'Frozen Compass', 'Golden Quarry', 'Distant Lighthouse', 'Willow Engine',
];
const ARTISTS = [
  'Oskar Brandvold', 'Priya Castellano', 'Tomasz Quill', 'Ines Markova', 'Rafferty Doyle', 'Yuki Halvorsen',
  'Leopold Fenwick', 'Mirela Santangelo', 'Corwin Ashby', 'Delphine Okafor', 'Benedikt Sorel', 'Harriet Vance',
];

let seq = 0;

export type SeededSong = { id: number; title: string; artist: string };

/** A category with `count` songs of its own. */
export async function seedRoom(
  db: Db,
  roomName: string,
  options: { songOnly?: boolean; active?: boolean; count?: number; displayName?: string } = {},
): Promise<{ categoryId: number; songs: SeededSong[] }> {
  const [category] = await db
    .insert(categories)
    .values({
      roomName,
      displayName: options.displayName ?? `Room ${roomName.toUpperCase()}`,
      roomActive: options.active ?? true,
      songOnly: options.songOnly ?? false,
    })
    .returning({ id: categories.id });
  const rows = Array.from({ length: options.count ?? 12 }, (_, i) => {
    const n = seq++;
    return {
      source: 'test',
      externalId: `t${n}`,
      title: TITLES[i % TITLES.length]!,
      titleClean: TITLES[i % TITLES.length]!,
      artist: ARTISTS[i % ARTISTS.length]!,
      artistList: [ARTISTS[i % ARTISTS.length]!],
      albumArt: `/art/${n}`,
      preview: `/audio/${n.toString(36)}x`,
      trackLink: null,
    };
  });
  const inserted = await db.insert(songs).values(rows).returning({ id: songs.id, title: songs.title, artist: songs.artist });
  await db.insert(categorySongs).values(inserted.map((s) => ({ categoryId: category!.id, songId: s.id })));
  return { categoryId: category!.id, songs: inserted };
}

export async function seedUser(db: Db, username: string, isAdmin = false): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ username, email: `${username}@example.test`, passwordHash: 'x', isAdmin, confirmed: true })
    .returning({ id: users.id });
  return row!.id;
}
