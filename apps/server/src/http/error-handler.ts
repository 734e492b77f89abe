import type { FastifyError, FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { errorLog } from '../db/schema.ts';
import { HttpError } from './http-error.ts';

export const GENERIC_ERROR = 'Something went wrong on our side. Please try again.';

/**
 * Client errors are answered as `{ message }` with their status; anything unexpected is written to
 * the error log (path, message, inner message, time) and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance, db: Db) {
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ message: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
        ? 'The request body is not valid JSON'
        : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    try {
      const inner = error.cause instanceof Error ? error.cause.message : null;
      await db.insert(errorLog).values({
        path: request.url.slice(0, 2000),
        message: String(error.message ?? error).slice(0, 4000),
        innerMessage: inner?.slice(0, 4000) ?? null,
      });
    } catch (logError) {
      request.log.error({ err: logError }, 'could not write the error log');
    }
    return reply.status(500).send({ message: GENERIC_ERROR });
  });
}
