import type { FastifyInstance } from 'fastify';
import type { Profile } from '@earshot/shared/api/public';
import { TEXTS } from '@earshot/shared/texts';
import type { AppContext } from '../../app-context.ts';
import { globalRank, playerEntry, toLeaderboardEntry } from '../../players/leaderboard.ts';
import { notFound } from '../http-error.ts';

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { name: string } }>('/api/profile/:name', async (request): Promise<Profile> => {
    const { name } = request.params;
    if (name.length > 64) throw notFound(TEXTS.playerNotFound);
    const row = await playerEntry(ctx.db, name);
    if (!row || !row.confirmed) throw notFound(TEXTS.playerNotFound);
    const entry = toLeaderboardEntry({
      name: row.name,
      points: row.points ?? 0,
      songsGuessed: row.songsGuessed ?? 0,
      totalGuessMs: row.totalGuessMs ?? 0,
      goldMedals: row.goldMedals ?? 0,
      silverMedals: row.silverMedals ?? 0,
      bronzeMedals: row.bronzeMedals ?? 0,
      gameRankOneCount: row.gameRankOneCount ?? 0,
      gameRankTwoCount: row.gameRankTwoCount ?? 0,
      gameRankThreeCount: row.gameRankThreeCount ?? 0,
    });
    return {
      ...entry,
      accountCreated: row.createdAt.toISOString(),
      lastLogon: row.lastLogon?.toISOString() ?? null,
      globalRank: await globalRank(ctx.db, entry.points),
      myProfile: request.user?.userId === row.userId,
    };
  });
}
