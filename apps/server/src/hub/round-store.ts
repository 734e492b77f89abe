import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categorySongs, playerStats, users } from '../db/schema.ts';
import type { RoundRecord } from '../game/room-events.ts';

type StatsRow = typeof playerStats.$inferInsert & { userId: number };

function statsRows(record: RoundRecord): StatsRow[] {
  const rows = new Map<number, StatsRow>();
  const row = (userId: number) => {
    let found = rows.get(userId);
    if (!found) rows.set(userId, (found = { userId }));
    return found;
  };
  for (const p of record.players) {
    Object.assign(row(p.userId), {
      points: p.points,
      songsGuessed: p.songsGuessed,
      totalGuessMs: p.guessMs,
      goldMedals: p.goldMedals,
      silverMedals: p.silverMedals,
      bronzeMedals: p.bronzeMedals,
    });
  }
  for (const { userId, rank } of record.gameRanks ?? []) {
    Object.assign(row(userId), {
      gameRankOneCount: rank === 1 ? 1 : 0,
      gameRankTwoCount: rank === 2 ? 1 : 0,
      gameRankThreeCount: rank === 3 ? 1 : 0,
    });
  }
  return [...rows.values()];
}

const add = (column: { name: string }) => sql.raw(`"player_stats"."${column.name}" + excluded."${column.name}"`);

/** [ST1][ST3] A round's song counts and registered players' totals (and game ranks), in one transaction. */
export async function persistRound(db: Db, record: RoundRecord): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(categorySongs)
      .set({
        playCount: sql`${categorySongs.playCount} + 1`,
        observedCount: sql`${categorySongs.observedCount} + ${record.observed}`,
        successCount: sql`${categorySongs.successCount} + ${record.successes}`,
      })
      .where(and(eq(categorySongs.categoryId, record.categoryId), eq(categorySongs.songId, record.songId)));
    let rows = statsRows(record);
    if (rows.length === 0) return;
    // An account deleted while playing must not fail the round's other writes.
    const existing = await tx.select({ id: users.id }).from(users).where(inArray(users.id, rows.map((r) => r.userId)));
    const ids = new Set(existing.map((u) => u.id));
    rows = rows.filter((r) => ids.has(r.userId));
    if (rows.length === 0) return;
    await tx
      .insert(playerStats)
      .values(rows)
      .onConflictDoUpdate({
        target: playerStats.userId,
        set: {
          points: add(playerStats.points),
          songsGuessed: add(playerStats.songsGuessed),
          totalGuessMs: add(playerStats.totalGuessMs),
          goldMedals: add(playerStats.goldMedals),
          silverMedals: add(playerStats.silverMedals),
          bronzeMedals: add(playerStats.bronzeMedals),
          gameRankOneCount: add(playerStats.gameRankOneCount),
          gameRankTwoCount: add(playerStats.gameRankTwoCount),
          gameRankThreeCount: add(playerStats.gameRankThreeCount),
        },
      });
  });
}
