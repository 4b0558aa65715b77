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
/**
 * A body field whose value the rules refuse (after its shape was valid), in the same form as a
 * schema's refusal: `field: message`, with the field's path in `details`.
 */
export const invalidField = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `${field}: ${message}`, [
    { path: `body.${field}`, message },
  ]);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const forbidden = (message = NO_PERMISSION_MESSAGE) =>
  new AppError(403, 'FORBIDDEN', message);
export const unauthenticated = (message = SIGN_IN_MESSAGE) =>
  new AppError(401, 'UNAUTHENTICATED', message);
