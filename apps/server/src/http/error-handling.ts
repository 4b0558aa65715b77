import type { ErrorCode, ErrorEnvelope } from '@fm/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, RateLimited } from './errors';

const sendError = (
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  error: string,
  details?: ErrorEnvelope['details'],
) => {
  const body: ErrorEnvelope = { success: false, error, code, ...(details ? { details } : {}) };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
};

/** Fastify's own client errors, in words a person can act on. */
const frameworkErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'BAD_REQUEST',
    message: 'Send the request body as JSON (Content-Type: application/json)',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is empty, but its Content-Type says JSON',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
};

/**
 * Every failure leaves the server as the spec's envelope `{ success: false, error }` with a fitting
 * status: validation (400), unknown API path (404), our own AppErrors, and anything unexpected
 * (500, logged, with no internals in the answer).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = error.validation.map((issue) => ({
        path: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
      const summary = details.map((detail) => `${detail.path}: ${detail.message}`).join('; ');
      return sendError(reply, 400, 'VALIDATION_FAILED', `Invalid request - ${summary}`, details);
    }
    if (error instanceof AppError) {
      if (error instanceof RateLimited)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.statusCode, error.code, error.message, error.details);
    }
    const known = frameworkErrors[error.code];
    if (known) return sendError(reply, known.status, known.code, known.message);
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendError(reply, 400, 'BAD_REQUEST', 'The request body is not valid JSON');
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return sendError(reply, 500, 'INTERNAL', 'Internal server error');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode = error.statusCode === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
      return sendError(reply, error.statusCode, code, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'INTERNAL', 'Internal server error');
  });
}

/** The JSON 404 of the API (and of every path the web app does not own). */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return sendError(reply, 404, 'NOT_FOUND', `No such endpoint: ${request.method} ${path}`);
}
