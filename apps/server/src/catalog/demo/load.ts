import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, categorySongs, songs } from '../../db/schema.ts';
import { DEMO_CATEGORIES } from './categories.ts';
import { DEMO_MELODIES } from './catalogue.ts';

export const DEMO_SOURCE = 'demo';

/** Addresses served by media-routes.ts; the token is random, so the address says nothing about the song. */
export const audioAddress = (token: string) => `/api/media/audio/${token}.wav`;
export const artAddress = (token: string) => `/api/media/art/${token}.svg`;

/**
 * Adds the demo categories, songs and memberships that are missing, in one transaction. Idempotent: rows that
 * exist (matched by room name, and by source + key for songs) are left as they are, so their random media
 * addresses stay stable across restarts and admins' edits are kept.
 */
export async function loadDemoCatalogue(db: Db): Promise<{ categoriesAdded: number; songsAdded: number }> {
  return db.transaction(async (tx) => {
    const addedCategories = await tx
      .insert(categories)
      .values(
        DEMO_CATEGORIES.map((c) => ({
          roomName: c.key,
          displayName: c.displayName,
          roomActive: true,
          visible: true,
          songOnly: c.songOnly,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: categories.id });

    const addedSongs = await tx
      .insert(songs)
      .values(
        DEMO_MELODIES.map((m) => ({
          source: DEMO_SOURCE,
          externalId: m.key,
          title: m.title,
          titleClean: m.titleClean,
          artist: m.artist,
          artistList: [...m.artistList],
          albumArt: artAddress(randomUUID()),
          preview: audioAddress(randomUUID()),
          trackLink: m.trackLink,
        })),
      )
      .onConflictDoNothing({ target: [songs.source, songs.externalId] })
      .returning({ id: songs.id });

    const categoryRows = await tx
      .select({ id: categories.id, roomName: categories.roomName })
      .from(categories)
      .where(inArray(sql`lower(${categories.roomName})`, DEMO_CATEGORIES.map((c) => c.key)));
    const categoryId = new Map(categoryRows.map((r) => [r.roomName.toLowerCase(), r.id]));
    const songRows = await tx
      .select({ id: songs.id, externalId: songs.externalId })
      .from(songs)
      .where(and(eq(songs.source, DEMO_SOURCE), inArray(songs.externalId, DEMO_MELODIES.map((m) => m.key))));
    const songId = new Map(songRows.map((r) => [r.externalId, r.id]));

    const memberships = DEMO_MELODIES.flatMap((m) =>
      m.categories.flatMap((key) => {
        const c = categoryId.get(key);
        const s = songId.get(m.key);
        return c !== undefined && s !== undefined ? [{ categoryId: c, songId: s }] : [];
      }),
    );
    if (memberships.length > 0) await tx.insert(categorySongs).values(memberships).onConflictDoNothing();

    return { categoriesAdded: addedCategories.length, songsAdded: addedSongs.length };
  });
}
