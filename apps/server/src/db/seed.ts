import { count } from 'drizzle-orm';
import type { Db } from './client.ts';
import { blogPosts } from './schema.ts';

const WELCOME = {
  title: 'Welcome to Earshot',
  createdBy: 'Admin',
  body: '<p>Earshot is a multiplayer music quiz: pick a room, listen to each 30-second preview and type the title or the artist before anyone else.</p><p>The demo rooms play public-domain melodies, from Beethoven to Scott Joplin. Ask for new rooms and songs on the Requests page.</p>',
};

/** The blog starts with one post, so a fresh install has something to read. */
export async function seedWelcomePost(db: Db) {
  const [row] = await db.select({ n: count() }).from(blogPosts);
  if ((row?.n ?? 0) === 0) await db.insert(blogPosts).values(WELCOME);
}
