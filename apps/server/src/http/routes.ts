import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { registerCategoryArtRoute } from '../catalog/category-art-route.ts';
import { demoMediaRoutes } from '../catalog/demo/media-routes.ts';
import type { Hub } from '../hub/create-hub.ts';
import { registerAccountRoutes } from './account/account-routes.ts';
import { registerAuthenticateRoute } from './account/authenticate-route.ts';
import { registerErrorLogRoutes } from './admin/error-log-routes.ts';
import { registerGameAdminRoutes } from './admin/game-routes.ts';
import { registerBlogRoutes } from './blog/blog-routes.ts';
import { registerProfileRoutes } from './profile/profile-routes.ts';
import { registerLeaderboardRoutes } from './room/leaderboard-routes.ts';
import { registerRequestRoutes } from './room/request-routes.ts';
import { registerRoomRoutes } from './room/room-routes.ts';
import { registerWarningRoutes } from './room/warning-routes.ts';

/** Every REST route, grouped as the specification groups them (SPEC §7). */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext, hub: Hub) {
  registerRoomRoutes(app, ctx);
  registerLeaderboardRoutes(app, ctx);
  registerWarningRoutes(app, ctx);
  registerBlogRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerAuthenticateRoute(app, ctx);
  registerAccountRoutes(app, ctx);
  registerRequestRoutes(app, ctx);
  registerErrorLogRoutes(app, ctx);
  registerGameAdminRoutes(app, ctx, hub);
  registerCategoryArtRoute(app, ctx.db);
  await app.register(demoMediaRoutes, { db: ctx.db, cacheDir: path.join(ctx.config.DATA_DIR, 'media') });
}
