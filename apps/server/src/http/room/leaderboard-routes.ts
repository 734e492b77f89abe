import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { leaderboard } from '../../players/leaderboard.ts';

export function registerLeaderboardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/room/getLeaderboardData', async () => leaderboard(ctx.db));
}
