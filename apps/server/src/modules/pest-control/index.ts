// The pest-control module's face: its routes and jobs, and the reads the assistant calls.
export { registerPestControlJobs } from './jobs';
export { locationDay } from './record-service';
export { pestControlRoutes } from './routes';
export { listSchedules } from './schedule-service';
export { pestControlStatus } from './status-service';
