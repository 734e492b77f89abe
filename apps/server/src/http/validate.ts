import type { z } from 'zod';
import { badRequest } from './http-error.ts';

/** Parses request input with a shared schema; the first issue's message becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.');
    const message = issue?.message ?? 'Invalid request';
    // zod's own defaults read poorly without the field name; our shared schemas carry spec texts.
    throw badRequest(issue?.code === 'invalid_type' && field ? `${field}: ${message}` : message);
  }
  return result.data;
}
