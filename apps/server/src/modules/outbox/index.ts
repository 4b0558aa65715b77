// The outbox module's face.
export { outboxRoutes } from './routes';
