import { AppConfigResponse } from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { version } from '../../version';

/** `GET /api/config` (public): identity settings, version and map style for the web app. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Run-time settings of the web app',
        response: responses(AppConfigResponse),
      },
    },
    async () => ({
      success: true as const,
      data: {
        version,
        // The pool's endpoint is a path on the page's own origin (never from the Host header).
        identity: app.identity.clientConfig(),
        mapStyle: app.platform.config.MAP_STYLE_URL ?? null,
      },
    }),
  );
};
