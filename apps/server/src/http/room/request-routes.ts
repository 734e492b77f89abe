import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REQUEST_TYPE, submitRequestSchema } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import type { AppContext } from '../../app-context.ts';
import { categories, requests } from '../../db/schema.ts';
import { rateLimit } from '../account/rate-limit.ts';
import { requireCaptcha } from '../account/require-captcha.ts';
import { badRequest } from '../http-error.ts';
import { parseInput } from '../validate.ts';

/**
 * POST /api/room/SubmitRequest (SPEC §7): a song request (type 0, songs for an existing category) or a
 * category request (type 1, a new category's name), each with a playlist URL and a captcha. Answers true.
 */
export function registerRequestRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/api/room/SubmitRequest',
    { config: { rateLimit: rateLimit(ctx.config, 'submitRequest') } },
    async (request): Promise<boolean> => {
      const body = parseInput(submitRequestSchema, request.body);
      let categoryName = body.CategoryName?.trim() || null;
      let categoryId: number | null = null;
      if (body.Type === REQUEST_TYPE.song) {
        const [category] = await ctx.db
          .select({ id: categories.id, displayName: categories.displayName })
          .from(categories)
          .where(eq(categories.id, body.CategoryId!))
          .limit(1);
        if (!category) throw badRequest(TEXTS.categoryNotFound);
        categoryId = category.id;
        categoryName = category.displayName;
      }
      await requireCaptcha(ctx, body.Token);
      await ctx.db.insert(requests).values({ type: body.Type, categoryName, categoryId, playlistUrl: body.PlaylistUrl });
      return true;
    },
  );
}
