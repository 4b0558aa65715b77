// The ESG module's face: its routes and its jobs (decision 052).
export { registerEsgJobs } from './jobs';
export { esgRoutes } from './routes';
