import {
  NO_PERMISSION_MESSAGE,
  notFoundMessage,
  SIGN_IN_MESSAGE,
  type ErrorCode,
} from '@fm/contracts';

/** The one error type of the server: a status, a machine code and a text written for people. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', notFoundMessage(what));
export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const forbidden = (message = NO_PERMISSION_MESSAGE) =>
  new AppError(403, 'FORBIDDEN', message);
export const unauthenticated = (message = SIGN_IN_MESSAGE) =>
  new AppError(401, 'UNAUTHENTICATED', message);
