import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { LeaderboardEntry } from '@earshot/shared/api/public';
import type { Db } from '../db/client.ts';
import { equalsIgnoreCase } from '../db/ignore-case.ts';
import { playerStats, users } from '../db/schema.ts';
import { averageSeconds } from '../game/players.ts';

export const LEADERBOARD_SIZE = 100;

const entryColumns = {
  name: users.username,
  points: playerStats.points,
  songsGuessed: playerStats.songsGuessed,
  totalGuessMs: playerStats.totalGuessMs,
  goldMedals: playerStats.goldMedals,
  silverMedals: playerStats.silverMedals,
  bronzeMedals: playerStats.bronzeMedals,
  gameRankOneCount: playerStats.gameRankOneCount,
  gameRankTwoCount: playerStats.gameRankTwoCount,
  gameRankThreeCount: playerStats.gameRankThreeCount,
};

type EntryRow = { [K in keyof typeof entryColumns]: (typeof entryColumns)[K]['_']['data'] };

export function toLeaderboardEntry({ totalGuessMs, ...row }: EntryRow): LeaderboardEntry {
  return { ...row, averageTime: averageSeconds(totalGuessMs, row.songsGuessed) };
}

/** Ordered by points, then songs guessed, then name, so ranks are stable. */
const ranking = [desc(playerStats.points), desc(playerStats.songsGuessed), users.username] as const;

export async function leaderboard(db: Db, limit = LEADERBOARD_SIZE): Promise<LeaderboardEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(playerStats)
    .innerJoin(users, eq(users.id, playerStats.userId))
    .where(and(gt(playerStats.points, 0), eq(users.confirmed, true)))
    .orderBy(...ranking)
    .limit(limit);
  return rows.map(toLeaderboardEntry);
}

/** 1-based position on the global leaderboard (players with equal points share the better rank). */
export async function globalRank(db: Db, points: number): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(playerStats)
    .innerJoin(users, eq(users.id, playerStats.userId))
    .where(and(gt(playerStats.points, points), eq(users.confirmed, true)));
  return (row?.ahead ?? 0) + 1;
}

export async function playerEntry(db: Db, name: string) {
  const [row] = await db
    .select({ ...entryColumns, userId: users.id, createdAt: users.createdAt, lastLogon: users.lastLogon, confirmed: users.confirmed })
    .from(users)
    .leftJoin(playerStats, eq(playerStats.userId, users.id))
    .where(equalsIgnoreCase(users.username, name))
    .limit(1);
  return row;
}
