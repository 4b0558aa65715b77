import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/routes';
import { locationRoutes } from './locations/routes';

/** Every API module, mounted under /api. A new module is one line here. */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes, locationRoutes];
