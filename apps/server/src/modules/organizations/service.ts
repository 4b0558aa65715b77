import type { Organization } from '@fm/contracts';
import { assertOwnOrg } from '../../auth/authorize';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../context';
import { selectOrganization } from './queries';

export async function getOrganization(
  { db, caller }: ServiceContext,
  orgId: number,
): Promise<Organization> {
  assertOwnOrg(caller, orgId);
  const org = await selectOrganization(db, caller.orgId, orgId);
  if (!org) throw notFound('Organization');
  return org;
}
