// The organizations module's face: its routes, and the per-process memo of
// an organisation's answer, which branding drops when it renames one.
export { organizationCache } from './cache';
export { organizationRoutes } from './routes';
