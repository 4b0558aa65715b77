import {
  DeleteLocationResponse,
  GetLocationSpocBody,
  LocationParams,
  LocationResponse,
  LocationSpocResponse,
  LocationStatusBody,
  UpdateLocationBody,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import { deleteLocation, setLocationStatus, updateLocation } from './change-service';
import { getLocationContacts } from './contacts';

/** Changes to live locations, and their contacts (spec section 7, "Locations"). */
export const locationChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/location-status',
    {
      config: { permission: 'location:set-status' },
      schema: {
        tags: ['locations'],
        summary: 'Set a live location active or inactive, with a reason',
        body: LocationStatusBody,
        response: responses(LocationResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { location: await setLocationStatus(serviceContext(request), request.body) },
    }),
  );

  app.put(
    '/location/:id',
    {
      config: { permission: 'location:edit' },
      schema: {
        tags: ['locations'],
        summary: 'Change some fields of a live location',
        params: LocationParams,
        body: UpdateLocationBody,
        response: responses(LocationResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        location: await updateLocation(
          serviceContext(request),
          request.params.id,
          request.body.updates,
        ),
      },
    }),
  );

  app.delete(
    '/location/:id',
    {
      config: { permission: 'location:delete' },
      schema: {
        tags: ['locations'],
        summary: 'Delete a live location with its contacts (and devices, once they exist)',
        params: LocationParams,
        response: responses(DeleteLocationResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await deleteLocation(serviceContext(request), request.params.id),
    }),
  );

  app.post(
    '/getLocationSPOC',
    {
      config: { permission: 'location:read' },
      schema: {
        tags: ['locations'],
        summary: 'The single points of contact of one or more locations',
        body: GetLocationSpocBody,
        response: responses(LocationSpocResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { contacts: await getLocationContacts(serviceContext(request), request.body) },
    }),
  );
};
