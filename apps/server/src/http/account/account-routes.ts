import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createBackgroundTasks } from './background-tasks.ts';
import { registerCaptchaRoute } from './captcha-route.ts';
import { registerConfirmAccountRoute } from './confirm-account-route.ts';
import { registerPasswordRoutes } from './password-routes.ts';
import { registerRegisterRoute } from './register-route.ts';

/** Register, confirm, forgot/reset/change password and the captcha challenge (sign-in is in authenticate-route.ts). */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const tasks = createBackgroundTasks(app);
  registerRegisterRoute(app, ctx, tasks);
  registerConfirmAccountRoute(app, ctx);
  registerPasswordRoutes(app, ctx, tasks);
  registerCaptchaRoute(app, ctx);
}
