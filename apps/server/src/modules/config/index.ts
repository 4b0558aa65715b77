// The config module's face.
export { configRoutes } from './routes';
