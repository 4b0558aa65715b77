import {
  AddLocationBody,
  AddLocationResponse,
  ListStagedLocationsQuery,
  ListStagedLocationsResponse,
  NextCountersResponse,
  PutStagedLocationBody,
  PutStagedLocationResponse,
  StagedLocationParams,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import { changeStagedLocation, listStagedLocations, nextCounters, stageLocation } from './service';

/** The staging area and its approval flow (spec sections 4 and 7). */
export const stagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/add-location',
    {
      config: { permission: 'location:stage' },
      schema: {
        tags: ['staging'],
        summary: 'Stage a new location (pending) with the next location number',
        body: AddLocationBody,
        response: responses(AddLocationResponse, 201),
      },
    },
    async (request, reply) => {
      const stagedLocation = await stageLocation(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data: { stagedLocation } });
    },
  );

  app.get(
    '/next-counters',
    {
      config: { permission: 'location:stage' },
      schema: {
        tags: ['staging'],
        summary: 'The next location number, peeked (not taken)',
        response: responses(NextCountersResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await nextCounters(serviceContext(request)),
    }),
  );

  app.get(
    '/staged-locations',
    {
      config: { permission: 'location:read' },
      schema: {
        tags: ['staging'],
        summary: 'Staged locations, grouped by status, with counts',
        querystring: ListStagedLocationsQuery,
        response: responses(ListStagedLocationsResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listStagedLocations(serviceContext(request), request.query),
    }),
  );

  app.put(
    '/staged-locations/:id',
    {
      config: { permission: 'location:stage' },
      schema: {
        tags: ['staging'],
        summary:
          'Approve (approve_and_move), reject (reject_only), update the data (no action), or ' +
          'update and approve (save_and_approve) a staged location',
        params: StagedLocationParams,
        body: PutStagedLocationBody,
        response: responses(PutStagedLocationResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeStagedLocation(serviceContext(request), request.params.id, request.body),
    }),
  );
};
