import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope } from '@fm/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a path parameter may be before the router refuses the path (414). Well above every
 * parameter's own schema (an e-mail address is at most 254 characters, three times that when
 * percent-encoded), so those schemas answer first with a 400 that names the parameter.
 */
export const MAX_PARAM_LENGTH = 1_024;

const envelope = (error: string): ErrorEnvelope => ({ success: false, error, code: 'BAD_REQUEST' });

/**
 * The router's own refusals, which happen before any route or error handler: a path parameter
 * beyond MAX_PARAM_LENGTH (414) and a path that is not validly percent-encoded (400).
 */
export function routerErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'A part of the address is too long']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'The address is not validly encoded']
        : [400, 'The request could not be routed'];
  return reply.status(status).type('application/json; charset=utf-8').send(envelope(message));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over Node's limit, bytes
 * that are not HTTP, a client too slow to send its request): answered on the raw socket, in the
 * envelope, and the connection closed, as Node itself would. A connection already reset or
 * closed gets no answer: there is nobody left to read it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request is not valid HTTP'];
  const body = JSON.stringify(envelope(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
