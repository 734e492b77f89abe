import { ADMINS_ONLY_TEXT } from '../auth/session-check.ts';

/** An error answered to the client as `status` with `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'You need to sign in') => new HttpError(401, message);
export const forbidden = (message = ADMINS_ONLY_TEXT) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
