// The health module's face.
export { healthRoutes } from './routes';
