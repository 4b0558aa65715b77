import { OrganizationParams, OrganizationResponse } from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import { getOrganization } from './service';

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/:id',
    {
      config: { permission: 'member' },
      schema: {
        tags: ['organizations'],
        summary: "The caller's organisation (another id answers 404)",
        params: OrganizationParams,
        response: responses(OrganizationResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await getOrganization(serviceContext(request), request.params.id),
    }),
  );
};
