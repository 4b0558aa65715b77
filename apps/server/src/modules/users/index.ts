// The users module's face.
export { userRoutes } from './routes';
