import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebsiteWarning } from '@earshot/shared/api/public';
import type { AppContext } from '../../app-context.ts';
import { websiteWarnings } from '../../db/schema.ts';

export function registerWarningRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/room/GetWebsiteWarning', async (): Promise<WebsiteWarning> => {
    const [row] = await ctx.db
      .select({ text: websiteWarnings.text })
      .from(websiteWarnings)
      .where(eq(websiteWarnings.cleared, false))
      .orderBy(desc(websiteWarnings.id))
      .limit(1);
    return { warning: row?.text ?? null };
  });
}
