import { groupStagedByStatus, type ListStagedLocationsData } from '@fm/contracts';
import { desc, eq } from 'drizzle-orm';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import { stagedLocations } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import type { ServiceContext } from '../context';
import { toStagedRecord } from './records';

/** `GET /staged-locations`: every staged location of the organisation, newest first, grouped. */
export async function listStagedLocations(
  { db, caller }: ServiceContext,
  query: { orgId?: number },
): Promise<ListStagedLocationsData> {
  authorize(caller, 'location:read');
  assertOwnOrg(caller, query.orgId);
  const rows = await inTenant(
    db,
    caller.orgId,
    (tx) =>
      tx
        .select()
        .from(stagedLocations)
        .where(eq(stagedLocations.orgId, caller.orgId))
        .orderBy(desc(stagedLocations.createdAt), desc(stagedLocations.locationId)),
    { readOnly: true },
  );
  const locations = rows.map(toStagedRecord);
  return { locations, ...groupStagedByStatus(locations) };
}
