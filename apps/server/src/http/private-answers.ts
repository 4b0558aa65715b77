import type { FastifyInstance } from 'fastify';

/**
 * Answers for a signed-in caller are theirs alone: JSON sent to one is `private, no-store` (no
 * shared cache keeps it, and the browser keeps no copy after sign-out), unless the route set its
 * own rule, as the ETag answers do (`private, no-cache`: kept, but revalidated every time).
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.caller &&
      !reply.hasHeader('cache-control') &&
      String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    )
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
