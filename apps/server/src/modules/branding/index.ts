// The branding module's face: all that the app and other modules may import of it.
export { brandingRoutes } from './routes';
