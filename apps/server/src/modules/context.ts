import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller';
import { callerOf } from '../auth/plugin';
import type { Database } from '../db/client';

/** What every service function receives: the database and the verified caller. */
export interface ServiceContext {
  db: Database;
  caller: Caller;
}

export const serviceContext = (request: FastifyRequest): ServiceContext => ({
  db: request.server.db,
  caller: callerOf(request),
});
