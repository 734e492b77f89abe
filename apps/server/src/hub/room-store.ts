import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { equalsIgnoreCase } from '../db/ignore-case.ts';
import { categories, categorySongs, songs } from '../db/schema.ts';
import type { CategoryInfo } from '../game/room-events.ts';
import type { SongCounts, SongEntry } from '../game/room-state.ts';

const categoryColumns = {
  categoryId: categories.id,
  roomName: categories.roomName,
  displayName: categories.displayName,
  songOnly: categories.songOnly,
  visible: categories.visible,
  active: categories.roomActive,
};

/** The category whose room name matches, ignoring case. */
export async function findCategory(db: Db, roomName: string): Promise<CategoryInfo | null> {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(equalsIgnoreCase(categories.roomName, roomName))
    .limit(1);
  return row ?? null;
}

export async function listCategories(db: Db): Promise<CategoryInfo[]> {
  return db.select(categoryColumns).from(categories).orderBy(asc(categories.id));
}

/** A category's songs with their play, observed and success counts. */
export async function loadSongs(
  db: Db,
  categoryId: number,
): Promise<{ songs: SongEntry[]; counts: Record<number, SongCounts> }> {
  const rows = await db
    .select({
      id: songs.id,
      preview: songs.preview,
      title: songs.title,
      titleClean: songs.titleClean,
      artist: songs.artist,
      artistList: songs.artistList,
      albumArt: songs.albumArt,
      trackLink: songs.trackLink,
      playCount: categorySongs.playCount,
      observedCount: categorySongs.observedCount,
      successCount: categorySongs.successCount,
    })
    .from(categorySongs)
    .innerJoin(songs, eq(songs.id, categorySongs.songId))
    .where(eq(categorySongs.categoryId, categoryId))
    .orderBy(asc(songs.id));
  const counts: Record<number, SongCounts> = {};
  const list = rows.map(({ playCount, observedCount, successCount, ...song }) => {
    counts[song.id] = { playCount, observedCount, successCount };
    return song;
  });
  return { songs: list, counts };
}
