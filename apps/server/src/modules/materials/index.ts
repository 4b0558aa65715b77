// The materials module's face.
export { materialRoutes } from './routes';
