import type { AddLocationBody, StagedLocationRecord } from '@fm/contracts';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import { stagedLocations } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { writeAudit } from '../audit';
import { stagingChanged } from './events';
import type { ServiceContext } from '../context';
import { peekLocationId, takeLocationId } from './counters';
import { stagedDataColumns, toStagedRecord } from './records';

/**
 * `POST /add-location`: a new location waits in the staging area (pending) with the next
 * location number of the organisation. The caller is its creator, whatever `createdBy` says.
 */
export async function stageLocation(
  { db, caller, platform }: ServiceContext,
  body: AddLocationBody,
): Promise<StagedLocationRecord> {
  authorize(caller, 'location:stage');
  assertOwnOrg(caller, body.orgId);
  return inTenant(db, caller.orgId, async (tx) => {
    const locationId = await takeLocationId(tx, caller.orgId);
    const [row] = await tx
      .insert(stagedLocations)
      .values({
        orgId: caller.orgId,
        locationId,
        status: 'pending',
        ...stagedDataColumns(body.locationData),
        createdBy: caller.email,
      })
      .returning();
    const record = toStagedRecord(row!);
    await writeAudit(tx, caller, {
      action: 'location.stage',
      entityType: 'staged_location',
      entityId: record._id,
      changes: { after: record },
    });
    await stagingChanged(platform, tx, caller.orgId, record._id);
    return record;
  });
}

/** `GET /next-counters`: the numbers the next additions would get; nothing is taken. */
export async function nextCounters({
  db,
  caller,
}: ServiceContext): Promise<{ locationId: number }> {
  authorize(caller, 'location:stage');
  const locationId = await inTenant(db, caller.orgId, (tx) => peekLocationId(tx, caller.orgId), {
    readOnly: true,
  });
  return { locationId };
}
