import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller';
import { callerOf } from '../auth/plugin';
import type { Database } from '../db/client';
import type { Platform } from '../platform';

/**
 * What every service function receives: the database, the verified caller and the platform
 * services (clock, mail, and the rest that main.ts builds once).
 */
export interface ServiceContext {
  db: Database;
  caller: Caller;
  platform: Platform;
}

export const serviceContext = (request: FastifyRequest): ServiceContext => ({
  db: request.server.platform.db,
  caller: callerOf(request),
  platform: request.server.platform,
});
