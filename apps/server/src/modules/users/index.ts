// The users module's face: the person's own profile, the administrators' people, and the check
// the auth hook makes for sign-ins an administrator ended.
export { announceSignOut } from './sign-out-announcement';
export { peopleRoutes } from './people-routes';
export { revokedSince } from './people-queries';
export { userRoutes } from './routes';
