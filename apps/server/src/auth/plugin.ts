import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { organizations } from '../db/schema';
import { unauthenticated } from '../http/errors';
import type { Caller } from './caller';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a signed-in caller (health, config). */
    public?: boolean;
  }
}

/**
 * Builds `request.caller` for every API route that is not public.
 * Until sign-in exists this is a stand-in that acts as the first organisation's admin.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public || !request.url.startsWith('/api/')) return;
    const [org] = await app.db
      .select({ id: organizations.id })
      .from(organizations)
      .orderBy(asc(organizations.id))
      .limit(1);
    if (!org) throw unauthenticated();
    request.caller = {
      userId: 'stand-in',
      email: 'stand-in@localhost',
      orgId: org.id,
      role: 'admin',
      vendorId: null,
    };
  });
});

/** The caller of a route that is not public (the auth hook has run). */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}
