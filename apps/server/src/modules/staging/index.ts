// The staging module's face.
export { stagingRoutes } from './routes';
