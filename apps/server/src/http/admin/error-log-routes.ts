import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ErrorLogEntry } from '@earshot/shared/api/public';
import type { AppContext } from '../../app-context.ts';
import { errorLog } from '../../db/schema.ts';

export function registerErrorLogRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/admin/GetErrorLog', async (): Promise<ErrorLogEntry[]> => {
    const rows = await ctx.db.select().from(errorLog).orderBy(desc(errorLog.id)).limit(500);
    return rows.map((r) => ({
      id: r.id,
      path: r.path,
      exception: { message: r.message },
      innerException: r.innerMessage === null ? null : { message: r.innerMessage },
      dateTime: r.dateTime.toISOString(),
    }));
  });
}
