import { OutboxQuery, OutboxResponse } from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import { listOutbox } from './service';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      config: { permission: 'outbox:read' },
      schema: {
        tags: ['admin'],
        summary: "The organisation's outgoing mail, newest first (admins)",
        querystring: OutboxQuery,
        response: responses(OutboxResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOutbox(serviceContext(request), request.query),
    }),
  );
};
