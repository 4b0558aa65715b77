// The pest-control module's face.
export { registerPestControlJobs } from './jobs';
export { pestControlRoutes } from './routes';
