import {
  statusHistoryFrom,
  type AuditEntryRecord,
  type LocationAuditData,
  type LocationRefValue,
} from '@fm/contracts';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { auditLog, stagedLocations } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import type { ServiceContext } from '../context';
import { findLocation } from './location-ref';
import { isoText } from './records';

const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  entityType: sql<AuditEntryRecord['entityType']>`${auditLog.entityType}`,
  entityId: auditLog.entityId,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  changes: auditLog.changes,
  createdAt: isoText(auditLog.createdAt),
};

/** Selects the entries of a live location and of the staged location it was approved from. */
async function trailCondition(tx: Transaction, orgId: number, locationRecordId: string) {
  const staged = await tx
    .select({ id: stagedLocations.id })
    .from(stagedLocations)
    .where(
      and(eq(stagedLocations.orgId, orgId), eq(stagedLocations.masterLocationId, locationRecordId)),
    );
  return and(
    eq(auditLog.orgId, orgId),
    or(
      and(eq(auditLog.entityType, 'location'), eq(auditLog.entityId, locationRecordId)),
      staged.length > 0
        ? and(
            eq(auditLog.entityType, 'staged_location'),
            inArray(
              auditLog.entityId,
              staged.map((row) => row.id),
            ),
          )
        : undefined,
    ),
  );
}

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
      const location = await findLocation(tx, caller.orgId, ref);
      const where = await trailCondition(tx, caller.orgId, location.id);
      const entries = await tx
        .select(entryColumns)
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
      // The history needs every status step, however many other entries there are.
      const steps = await tx
        .select(entryColumns)
        .from(auditLog)
        .where(and(where, isNotNull(sql`${auditLog.changes} -> 'after' ->> 'status'`)));
      return { entries, statusHistory: statusHistoryFrom(steps) };
    },
    { readOnly: true },
  );
}
