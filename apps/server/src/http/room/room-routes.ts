import { and, asc, count, countDistinct, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AllRooms, CategoryOption, RoomSearchResult, RoomSummary } from '@earshot/shared/api/public';
import { searchRoomsQuerySchema } from '@earshot/shared/api/public';
import type { AppContext } from '../../app-context.ts';
import { categoryArtAddress } from '../../catalog/category-art-route.ts';
import { equalsIgnoreCase } from '../../db/ignore-case.ts';
import { categories, categorySongs } from '../../db/schema.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { notFound } from '../http-error.ts';
import { parseInput } from '../validate.ts';

const listed = and(eq(categories.roomActive, true), eq(categories.visible, true));

/** Active, visible rooms with their song counts and a fallback picture for rooms that have not played yet. */
async function listedRooms(ctx: AppContext) {
  return ctx.db
    .select({
      roomName: categories.roomName,
      displayName: categories.displayName,
      songOnly: categories.songOnly,
      totalSongs: count(categorySongs.songId),
    })
    .from(categories)
    .leftJoin(categorySongs, eq(categorySongs.categoryId, categories.id))
    .where(listed)
    .groupBy(categories.id)
    .orderBy(asc(categories.displayName));
}

/** The last revealed song's cover, or the category's own picture before the room has played. */
function picture(ctx: AppContext, roomName: string): string {
  return ctx.live.backlog(roomName)[0]?.song.albumArt ?? categoryArtAddress(roomName);
}

/** Distinct songs across the listed rooms. */
async function listedSongCount(ctx: AppContext): Promise<number> {
  const [distinct] = await ctx.db
    .select({ n: countDistinct(categorySongs.songId) })
    .from(categorySongs)
    .innerJoin(categories, eq(categories.id, categorySongs.categoryId))
    .where(listed);
  return distinct?.n ?? 0;
}

// Every home and categories page view reads the room list, which changes only when an admin edits a
// category: keep the database part for a few seconds and merge the live counts per request.
export const ROOM_LIST_CACHE_MS = 5_000;

export function registerRoomRoutes(app: FastifyInstance, ctx: AppContext) {
  const roomList = ttlCache(ctx.clock, ROOM_LIST_CACHE_MS, async () => ({
    rows: await listedRooms(ctx),
    totalSongCount: await listedSongCount(ctx),
  }));

  app.get('/api/room/GetAllRooms', async (): Promise<AllRooms> => {
    const { rows, totalSongCount } = await roomList.get();
    const summaries: RoomSummary[] = rows.map((row) => {
      const players = ctx.live.playerCount(row.roomName);
      const backlog = ctx.live.backlog(row.roomName);
      return {
        roomName: row.roomName,
        displayName: row.displayName,
        songOnly: row.songOnly,
        players,
        playerCount: players,
        totalSongs: Number(row.totalSongs),
        backLog: backlog.length > 0 ? backlog : [{ song: { albumArt: categoryArtAddress(row.roomName) }, playerAwards: [] }],
      };
    });
    return { totalUserCount: ctx.live.totalPlayers(), totalSongCount, categories: summaries };
  });

  app.get('/api/room/GetPlayerCount', async (): Promise<number> => ctx.live.totalPlayers());

  app.get('/api/room/SearchRooms', async (request): Promise<RoomSearchResult[]> => {
    const { searchTerm } = parseInput(searchRoomsQuerySchema, request.query);
    const term = searchTerm.trim();
    if (!term) return [];
    const needle = term.toLowerCase();
    const { rows } = await roomList.get();
    return rows
      .filter((row) => row.displayName.toLowerCase().includes(needle) || row.roomName.toLowerCase().includes(needle))
      .slice(0, 10)
      .map((row) => ({
        roomName: row.roomName,
        displayName: row.displayName,
        displayPic: picture(ctx, row.roomName),
        playerCount: ctx.live.playerCount(row.roomName),
      }));
  });

  app.get<{ Params: { room: string } }>('/api/room/GetRoomDisplayName/:room', async (request) => {
    const room = request.params.room;
    if (room.length > 100) throw notFound('Room not found');
    const [row] = await ctx.db
      .select({ displayName: categories.displayName })
      .from(categories)
      .where(and(equalsIgnoreCase(categories.roomName, room), eq(categories.roomActive, true)))
      .limit(1);
    if (!row) throw notFound('Room not found');
    return { roomDisplayName: row.displayName };
  });

  app.get('/api/room/GetCategoryListActive', async (): Promise<CategoryOption[]> =>
    ctx.db
      .select({ id: categories.id, description: categories.displayName })
      .from(categories)
      .where(eq(categories.roomActive, true))
      .orderBy(asc(categories.displayName)),
  );
}
