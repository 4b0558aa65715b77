import { statusHistoryFrom, type LocationAuditData, type LocationRefValue } from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import type { ServiceContext } from '../../shared/service-context';
import { selectStatusSteps, selectTrailEntries, trailCondition } from './queries';
import { findLocation } from '../../shared/location-lookup';
import { locationRecordColumns } from './records';

/**
 * `GET /locations/{id}/audit`: who changed what and when, newest first (at most `limit`
 * entries), and the full status history from staging to today, oldest first.
 */
export async function locationAuditTrail(
  { db, caller }: ServiceContext,
  ref: LocationRefValue,
  limit: number,
): Promise<LocationAuditData> {
  authorize(caller, 'location:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      const location = await findLocation(tx, caller.orgId, ref, locationRecordColumns);
      const where = await trailCondition(tx, caller.orgId, location.id);
      const entries = await selectTrailEntries(tx, where, limit);
      // The history needs every status step, however many other entries there are.
      const steps = await selectStatusSteps(tx, where);
      return { entries, statusHistory: statusHistoryFrom(steps) };
    },
    { readOnly: true },
  );
}
