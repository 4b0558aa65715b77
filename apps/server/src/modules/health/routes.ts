import { ErrorEnvelope, HealthData, HealthResponse } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { version } from '../../version';

const PROBE_TIMEOUT_MS = 2_000;

/** `GET /api/health`: 200 when the database answers, 503 when it does not. Public. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: {
          200: HealthResponse,
          503: ErrorEnvelope.extend({ data: HealthData }),
        },
      },
    },
    async (request, reply) => {
      const reachable = await Promise.race([
        app.platform.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref()),
      ]);
      if (reachable) {
        return {
          success: true as const,
          data: { status: 'ok' as const, database: 'ok' as const, version },
        };
      }
      request.log.warn('health check: database unreachable');
      return reply.status(503).send({
        success: false as const,
        error: 'The database is unreachable',
        code: 'SERVICE_UNAVAILABLE' as const,
        data: { status: 'degraded' as const, database: 'unreachable' as const, version },
      });
    },
  );
};
