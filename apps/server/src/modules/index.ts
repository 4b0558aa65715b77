import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../platform';
import { fileRoutes } from '../platform/storage/routes';
import { assistantRoutes } from './assistant';
import { brandingRoutes } from './branding';
import { configRoutes } from './config';
import { deviceRoutes, registerDeviceJobs } from './devices';
import { esgRoutes, registerEsgJobs } from './esg';
import { eventRoutes, registerEventJobs } from './events';
import { healthRoutes } from './health';
import { locationRoutes } from './locations';
import { materialRoutes } from './materials';
import { organizationRoutes } from './organizations';
import { outboxRoutes } from './outbox';
import { pestControlRoutes, registerPestControlJobs } from './pest-control';
import { stagingRoutes } from './staging';
import { peopleRoutes, userRoutes } from './users';
import { registerWorkforceJobs, workforceRoutes } from './workforce';

/** Every API module, mounted under /api. A new module is one line here. */
export const apiModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  configRoutes,
  userRoutes,
  peopleRoutes,
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
  materialRoutes,
  esgRoutes,
  assistantRoutes,
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
  registerEsgJobs,
];
