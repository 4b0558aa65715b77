import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxRoutes } from '../platform/mail/routes';
import { fileRoutes } from '../platform/storage/routes';
import { brandingRoutes } from './branding/routes';
import { configRoutes } from './config/routes';
import { healthRoutes } from './health/routes';
import { locationRoutes } from './locations/routes';
import { organizationRoutes } from './organizations/routes';
import { pestControlRoutes } from './pest-control/routes';
import { stagingRoutes } from './staging/routes';
import { userRoutes } from './users/routes';

/** Every API module, mounted under /api. A new module is one line here. */
export const apiModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  configRoutes,
  userRoutes,
  organizationRoutes,
  locationRoutes,
  stagingRoutes,
  outboxRoutes,
  brandingRoutes,
  fileRoutes,
  pestControlRoutes,
];
