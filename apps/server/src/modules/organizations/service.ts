import type { Organization } from '@fm/contracts';
import { assertOwnOrg } from '../../auth/authorize';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../../shared/service-context';
import { organizationCache } from './cache';
import { selectOrganization } from './queries';

/** The caller's own organisation (another id: 404), from memory until it changes (decision 045). */
export async function getOrganization(
  { db, caller, platform }: ServiceContext,
  orgId: number,
): Promise<Organization> {
  assertOwnOrg(caller, orgId);
  const org = await organizationCache(platform.events).get(caller.orgId, () =>
    selectOrganization(db, caller.orgId, orgId),
  );
  if (!org) throw notFound('Organization');
  return org;
}
