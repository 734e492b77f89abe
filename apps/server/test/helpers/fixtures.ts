import { categories, categorySongs, playerStats, songs, users } from '../../src/db/schema.ts';
import type { Db } from '../../src/db/client.ts';
import { hashPassword } from '../../src/auth/passwords.ts';

let songCounter = 0;

/** A category with `songCount` songs; returns its id. */
export async function aCategory(
  db: Db,
  overrides: Partial<typeof categories.$inferInsert> & { roomName: string },
  songCount = 3,
): Promise<number> {
  const [category] = await db
    .insert(categories)
    .values({ displayName: overrides.roomName.toUpperCase(), ...overrides })
    .returning({ id: categories.id });
  if (!category) throw new Error('category not inserted');
  if (songCount > 0) {
    const rows = Array.from({ length: songCount }, () => {
      const n = ++songCounter;
      return {
        source: 'test',
        externalId: `t${n}`,
        title: `Song number ${n}`,
        titleClean: `Song number ${n}`,
        artist: `Artist ${n}`,
        artistList: [`Artist ${n}`],
        albumArt: `/art/${n}.svg`,
        preview: `/audio/${n}.wav`,
      };
    });
    const inserted = await db.insert(songs).values(rows).returning({ id: songs.id });
    await db.insert(categorySongs).values(inserted.map((s) => ({ categoryId: category.id, songId: s.id })));
  }
  return category.id;
}

export const TEST_PASSWORD = 'Secret123';
let hashed: Promise<string> | undefined;

/** A confirmed user with stats; argon2 hashing is done once per file. */
export async function aUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { username: string },
  stats: Partial<typeof playerStats.$inferInsert> = {},
) {
  hashed ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({ email: `${overrides.username.toLowerCase()}@example.test`, passwordHash: await hashed, confirmed: true, ...overrides })
    .returning();
  if (!user) throw new Error('user not inserted');
  await db.insert(playerStats).values({ ...stats, userId: user.id });
  return user;
}
