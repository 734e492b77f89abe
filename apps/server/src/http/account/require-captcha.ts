import { TEXTS } from '@earshot/shared/texts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../http-error.ts';

/** 400 unless `token` is a solved, unused ALTCHA payload; the solution is used up on success. */
export async function requireCaptcha(ctx: AppContext, token: string | null | undefined): Promise<void> {
  if (!token) throw badRequest(TEXTS.captchaRequired);
  if (!(await ctx.captcha.verify(token))) throw badRequest(TEXTS.captchaFailed);
}
