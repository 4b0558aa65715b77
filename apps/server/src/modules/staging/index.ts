// The staging module's face: its routes, and the staged list the assistant reads.
export { listStagedLocations } from './service';
export { stagingRoutes } from './routes';
