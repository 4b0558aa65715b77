import type { Organization } from '@fm/contracts';
import { eq } from 'drizzle-orm';
import { assertOwnOrg } from '../../auth/authorize';
import { organizations } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../context';

export async function getOrganization(
  { db, caller }: ServiceContext,
  orgId: number,
): Promise<Organization> {
  assertOwnOrg(caller, orgId);
  const [org] = await inTenant(
    db,
    caller.orgId,
    (tx) =>
      tx
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, orgId)),
    { readOnly: true },
  );
  if (!org) throw notFound('Organization');
  return org;
}
