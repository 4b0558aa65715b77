import { ListLocationsQuery, ListLocationsResponse } from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../context';
import { listLocations } from './service';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations',
    {
      schema: {
        tags: ['locations'],
        summary: "List the organisation's live locations",
        querystring: ListLocationsQuery,
        response: responses(ListLocationsResponse),
      },
    },
    async (request) => {
      const locations = await listLocations(serviceContext(request), request.query);
      return { success: true as const, data: { locations } };
    },
  );
};
