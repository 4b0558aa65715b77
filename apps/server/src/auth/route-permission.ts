import { permissionMatrix, type Permission } from '@fm/contracts';
import type { RouteOptions } from 'fastify';

/**
 * What a route needs, declared in its options (`config`): a permission of the matrix in
 * packages/contracts, `'member'` for what any signed-in member of the organisation may call
 * (their own profile, user meta, organisation lookup, the event stream), or `public: true` for
 * what answers without sign-in (health, config).
 */
export type RoutePermission = Permission | 'member';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that answer without a signed-in caller (health, config). */
    public?: boolean;
    /** The permission a caller's role needs; checked before the handler runs (403). */
    permission?: RoutePermission;
    /** The route also takes a single-use stream ticket in `?ticket=` (the event stream). */
    streamTicket?: boolean;
  }
}

/** The API paths this convention covers: everything under /api but the documentation. */
export const isGuardedApiPath = (url: string) =>
  (url === '/api' || url.startsWith('/api/')) && !url.startsWith('/api/docs');

const isRoutePermission = (value: unknown): value is RoutePermission =>
  value === 'member' || (typeof value === 'string' && Object.hasOwn(permissionMatrix, value));

/**
 * Start-up check of a route's declaration: an /api route that says neither what permission it
 * needs nor that it is public is a mistake the server refuses to start with, as is a route that
 * says both, or names a permission the matrix does not have.
 */
export function checkRouteDeclaration(route: Pick<RouteOptions, 'method' | 'url' | 'config'>) {
  if (!isGuardedApiPath(route.url)) return;
  const config = (route.config ?? {}) as { public?: unknown; permission?: unknown };
  const name = `${String(route.method)} ${route.url}`;
  if (config.public === true && config.permission !== undefined)
    throw new Error(`${name} is declared public and also needs '${String(config.permission)}'`);
  if (config.public === true) return;
  if (config.permission === undefined)
    throw new Error(
      `${name} declares no permission: add config: { permission: '<permission>' | 'member' } or config: { public: true }`,
    );
  if (!isRoutePermission(config.permission))
    throw new Error(`${name} needs '${String(config.permission)}', which the matrix lacks`);
}

/** The declaration as the OpenAPI document shows it (`x-permission`). */
export const declaredPermission = (config: { public?: boolean; permission?: RoutePermission }) =>
  config.public ? 'public' : config.permission;
