import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../platform';
import { fileRoutes } from '../platform/storage/routes';
import { brandingRoutes } from './branding/routes';
import { configRoutes } from './config/routes';
import { registerEventJobs } from './events/jobs';
import { eventRoutes } from './events/routes';
import { registerDeviceJobs } from './devices/jobs';
import { deviceRoutes } from './devices/routes';
import { healthRoutes } from './health/routes';
import { locationRoutes } from './locations/routes';
import { organizationRoutes } from './organizations/routes';
import { outboxRoutes } from './outbox/routes';
import { registerPestControlJobs } from './pest-control/jobs';
import { pestControlRoutes } from './pest-control/routes';
import { stagingRoutes } from './staging/routes';
import { userRoutes } from './users/routes';
import { registerWorkforceJobs, workforceRoutes } from './workforce';

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
  eventRoutes,
  workforceRoutes,
  deviceRoutes,
];

/**
 * Every module's background work: its `jobs.ts` exports one function that registers its job
 * handlers (`platform.jobs.work`) and schedules (`platform.jobs.schedule`). Run by `buildApp`
 * in every process; a process with `JOBS=off` only queues. A new module's jobs are one line here.
 */
export const moduleJobs: ((platform: Platform) => Promise<void>)[] = [
  registerEventJobs,
  registerWorkforceJobs,
  registerDeviceJobs,
  registerPestControlJobs,
];
