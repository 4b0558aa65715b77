import type { Organization } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { assertOwnOrg } from '../../auth/authorize';
import { readInTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../context';

export async function getOrganization(
  { db, caller }: ServiceContext,
  orgId: number,
): Promise<Organization> {
  assertOwnOrg(caller, orgId);
  // One statement behind the tenant walls (readInTenant): this answer is on every screen.
  const [org] = await readInTenant<Organization>(
    db,
    caller.orgId,
    sql`select id, name from organizations where id = ${orgId}`,
  );
  if (!org) throw notFound('Organization');
  return org;
}
