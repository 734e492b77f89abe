import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BlogPost } from '@earshot/shared/api/public';
import type { AppContext } from '../../app-context.ts';
import { blogPosts } from '../../db/schema.ts';

export function registerBlogRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/blog/GetAllPosts', async (): Promise<BlogPost[]> => {
    const rows = await ctx.db.select().from(blogPosts).orderBy(desc(blogPosts.created)).limit(100);
    return rows.map((r) => ({ title: r.title, created: r.created.toISOString(), createdBy: r.createdBy, body: r.body }));
  });
}
