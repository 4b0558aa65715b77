// The ESG module's face: its routes and its jobs (decision 051).
export { registerEsgJobs } from './jobs';
export { esgRoutes } from './routes';
