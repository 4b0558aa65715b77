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
        // Public addresses come from PUBLIC_URL, never from the request's Host header.
        identity: app.identity.clientConfig(app.platform.config.PUBLIC_URL),
        mapStyle: app.platform.config.MAP_STYLE_URL ?? null,
      },
    }),
  );
};
