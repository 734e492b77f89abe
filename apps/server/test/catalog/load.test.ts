import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { categories, categorySongs, songs } from '../../src/db/schema.ts';
import { DEMO_CATEGORIES } from '../../src/catalog/demo/categories.ts';
import { DEMO_MELODIES } from '../../src/catalog/demo/catalogue.ts';
import { loadDemoCatalogue } from '../../src/catalog/demo/load.ts';
import { databaseKinds } from '../helpers/db.ts';

describe.each(databaseKinds())('loadDemoCatalogue on $kind', ({ create }) => {
  let database: Database;
  beforeEach(async () => {
    database = await create();
  });
  afterEach(() => database.close());

  it('adds at least 3 categories and 36 songs (12 or more in each), with opaque media addresses', async () => {
    const { db } = database;
    const result = await loadDemoCatalogue(db);
    expect(result).toEqual({ categoriesAdded: DEMO_CATEGORIES.length, songsAdded: DEMO_MELODIES.length });
    expect(result.categoriesAdded).toBeGreaterThanOrEqual(3);
    expect(result.songsAdded).toBeGreaterThanOrEqual(36);

    const rooms = await db.select().from(categories);
    for (const c of DEMO_CATEGORIES) {
      const row = rooms.find((r) => r.roomName === c.key);
      expect(row, c.key).toMatchObject({ displayName: c.displayName, roomActive: true, visible: true, songOnly: c.songOnly });
      const [members] = await db.select({ n: count() }).from(categorySongs).where(eq(categorySongs.categoryId, row!.id));
      expect(members!.n, c.key).toBeGreaterThanOrEqual(12);
    }

    // Titles, artists and opaque media addresses that say nothing about the song.
    const rows = await db.select().from(songs).where(eq(songs.source, 'demo'));
    expect(rows).toHaveLength(DEMO_MELODIES.length);
    const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
    for (const row of rows) {
      const melody = DEMO_MELODIES.find((m) => m.key === row.externalId)!;
      expect(row).toMatchObject({
        title: melody.title,
        titleClean: melody.titleClean,
        artist: melody.artist,
        artistList: [...melody.artistList],
        trackLink: melody.trackLink,
      });
      expect(row.preview).toMatch(new RegExp(`^/api/media/audio/${uuid}\\.wav$`));
      expect(row.albumArt).toMatch(new RegExp(`^/api/media/art/${uuid}\\.svg$`));
      const words = `${row.title} ${row.artist} ${row.externalId}`.toLowerCase().match(/[a-zà-ÿ]{4,}/g) ?? [];
      for (const word of words) {
        expect(row.preview.replace(/^\/api\/media\/audio\//, ''), `${row.externalId}: ${word}`).not.toContain(word);
        expect(row.albumArt.replace(/^\/api\/media\/art\//, ''), `${row.externalId}: ${word}`).not.toContain(word);
      }
    }
    expect(new Set(rows.map((r) => r.preview)).size).toBe(rows.length);
  });

  it('is idempotent: a second run adds nothing and keeps the addresses', async () => {
    const { db } = database;
    await loadDemoCatalogue(db);
    const before = await db.select({ id: songs.id, preview: songs.preview, albumArt: songs.albumArt }).from(songs);
    const [membersBefore] = await db.select({ n: count() }).from(categorySongs);

    expect(await loadDemoCatalogue(db)).toEqual({ categoriesAdded: 0, songsAdded: 0 });
    const after = await db.select({ id: songs.id, preview: songs.preview, albumArt: songs.albumArt }).from(songs);
    expect(after).toEqual(before);
    const [membersAfter] = await db.select({ n: count() }).from(categorySongs);
    expect(membersAfter!.n).toBe(membersBefore!.n);
    const [rooms] = await db.select({ n: count() }).from(categories);
    expect(rooms!.n).toBe(DEMO_CATEGORIES.length);
  });

  it('keeps a room that already exists under another case, and still fills it', async () => {
    const { db } = database;
    await db.insert(categories).values({ roomName: 'Folk', displayName: 'My folk room', songOnly: true });
    const result = await loadDemoCatalogue(db);
    expect(result.categoriesAdded).toBe(DEMO_CATEGORIES.length - 1);
    const [room] = await db.select().from(categories).where(sql`lower(${categories.roomName}) = 'folk'`);
    expect(room).toMatchObject({ roomName: 'Folk', displayName: 'My folk room' });
    const [members] = await db.select({ n: count() }).from(categorySongs).where(eq(categorySongs.categoryId, room!.id));
    expect(members!.n).toBe(DEMO_MELODIES.filter((m) => m.categories.includes('folk')).length);
  });
});
