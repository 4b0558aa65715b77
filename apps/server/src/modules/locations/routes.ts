import {
  GetLocationResponse,
  ListLocationsQuery,
  ListLocationsResponse,
  LocationAuditQuery,
  LocationAuditResponse,
  LocationParams,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../context';
import { locationAuditTrail } from './audit-trail';
import { locationChangeRoutes } from './change-routes';
import { getLocation, listLocations } from './service';

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

  app.get(
    '/locations/:id',
    {
      schema: {
        tags: ['locations'],
        summary: 'One live location by number or id, as a list of one',
        params: LocationParams,
        querystring: ListLocationsQuery,
        response: responses(GetLocationResponse),
      },
    },
    async (request) => {
      const location = await getLocation(serviceContext(request), request.params.id, request.query);
      return { success: true as const, data: { locations: [location] } };
    },
  );

  app.get(
    '/locations/:id/audit',
    {
      schema: {
        tags: ['locations'],
        summary: "A location's audit trail and status history (location dashboard)",
        params: LocationParams,
        querystring: LocationAuditQuery,
        response: responses(LocationAuditResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await locationAuditTrail(
        serviceContext(request),
        request.params.id,
        request.query.limit,
      ),
    }),
  );

  await app.register(locationChangeRoutes);
};
