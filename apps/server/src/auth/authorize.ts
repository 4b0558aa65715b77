import { can, type Permission } from '@fm/contracts';
import { forbidden, notFound } from '../http/errors';
import type { Caller } from './caller';

/** Services open with this: the permission matrix of packages/contracts decides. */
export function authorize(caller: Caller, permission: Permission): void {
  if (!can(caller.role, permission)) throw forbidden();
}

/**
 * An organisation id a caller names (path, query or body) must be their own. Another one is
 * answered exactly like a missing resource: 404, and nothing happens.
 */
export function assertOwnOrg(
  caller: Caller,
  orgId: number | string | null | undefined,
  what = 'Organization',
): void {
  if (orgId === undefined || orgId === null || orgId === '') return;
  if (String(orgId) !== String(caller.orgId)) throw notFound(what);
}
