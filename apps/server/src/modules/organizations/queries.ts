import type { Organization } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readInTenant } from '../../db/tenant';

/**
 * The organisation, in one statement behind the tenant walls (readInTenant): this answer is on
 * every screen, so it skips the full tenant transaction.
 */
export async function selectOrganization(
  db: Database,
  tenantId: number,
  orgId: number,
): Promise<Organization | undefined> {
  const [org] = await readInTenant<Organization>(
    db,
    tenantId,
    sql`select id, name, time_zone as "timeZone" from organizations where id = ${orgId}`,
  );
  return org;
}
