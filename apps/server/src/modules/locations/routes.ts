import {
  GetLocationResponse,
  ListLocationsQuery,
  ListLocationsResponse,
  LocationAuditQuery,
  LocationAuditResponse,
  LocationParams,
} from '@fm/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onTenantCommit } from '../../db/tenant';
import { responses } from '../../http/responses';
import { createOrgMemo } from '../../platform/events/org-memo';
import { serviceContext } from '../../shared/service-context';
import { locationAuditTrail } from './audit-trail';
import { locationChangeRoutes } from './change-routes';
import { ListCache, pickEncoding } from './list-cache';
import { getLocation, listLocations } from './service';

/** Serialised lists kept per process (a 10,000-location list is about 7 MB of JSON). */
const LIST_CACHE_BYTES = 64 * 1024 * 1024;

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new ListCache(LIST_CACHE_BYTES);
  // The list's version per organisation, kept until the counter's trigger or a write of this
  // process says it changed (decision 045): a cached list then costs no database round trip.
  const versions = createOrgMemo<number>(app.platform.events, 'org_counters');
  const stopForgetting = onTenantCommit(versions.forget);
  app.addHook('onClose', async () => stopForgetting());
  app.get(
    '/locations',
    {
      config: { permission: 'location:read' },
      schema: {
        tags: ['locations'],
        summary: "List the organisation's live locations (ETag; 304 when unchanged)",
        querystring: ListLocationsQuery,
        response: {
          ...responses(ListLocationsResponse),
          304: z.undefined().describe('Not modified: the copy named by If-None-Match is current'),
        },
      },
    },
    async (request, reply) => {
      const list = await listLocations(serviceContext(request), request.query, {
        ifNoneMatch: request.headers['if-none-match'],
        cache,
        versions,
      });
      reply
        .header('etag', list.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      if (list.body === null) return reply.code(304).send();
      // Serialised through ListLocationsResponse when it was cached. A compressed form made
      // earlier is sent as it is (@fastify/compress leaves an encoded body alone); until it is
      // ready, the plugin compresses the JSON on the fly.
      reply.type('application/json; charset=utf-8');
      const encoding = pickEncoding(request.headers['accept-encoding'], list.body.json.length);
      const ready = encoding === 'identity' ? undefined : list.body.compressed(encoding);
      if (ready) reply.header('content-encoding', encoding);
      return (reply as FastifyReply).send(ready ?? list.body.json);
    },
  );

  app.get(
    '/locations/:id',
    {
      config: { permission: 'location:read' },
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
      config: { permission: 'location:read' },
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
