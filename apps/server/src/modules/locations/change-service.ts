import {
  COORDINATE_PAIR_MESSAGE,
  coordinatePairComplete,
  REJECTED_LOCATION_STATUS_MESSAGE,
  type LocationRecord,
  type LocationRefValue,
  type LocationStatusBody,
  type LocationUpdates,
} from '@fm/contracts';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import { AppError, conflict } from '../../http/errors';
import { changedFields, writeAudit } from '../../shared/audit';
import type { ServiceContext } from '../../shared/service-context';
import { locationsChanged } from './events';
import { countContacts, deleteLocationRow, updateLocationRow } from './queries';
import { findLocation } from '../../shared/location-lookup';
import { locationRecordColumns } from './records';

/**
 * `PUT /location/{id}`: changes the given fields of a live location. Coordinates must still come
 * in pairs afterwards. Values equal to the stored ones are no change: nothing is written.
 */
export async function updateLocation(
  { db, caller, platform }: ServiceContext,
  ref: LocationRefValue,
  updates: LocationUpdates,
): Promise<LocationRecord> {
  authorize(caller, 'location:edit');
  return inTenant(db, caller.orgId, async (tx) => {
    const before = await findLocation(tx, caller.orgId, ref, locationRecordColumns, {
      forUpdate: true,
    });
    const merged = { ...before, ...updates };
    if (
      !coordinatePairComplete(merged.latitude as number | null, merged.longitude as number | null)
    )
      throw new AppError(400, 'VALIDATION_FAILED', `Invalid request - ${COORDINATE_PAIR_MESSAGE}`, [
        { path: 'body.updates.longitude', message: COORDINATE_PAIR_MESSAGE },
      ]);
    const changes = changedFields(before, updates);
    if (!changes) return before;
    const after = await updateLocationRow(tx, caller.orgId, before.id, {
      ...changes.after,
      updatedBy: caller.email,
    });
    await writeAudit(tx, caller, {
      action: 'locations.location.updated',
      entityType: 'location',
      entityId: before.id,
      changes,
    });
    await locationsChanged(platform, tx, caller.orgId, before.id);
    return after;
  });
}

/**
 * `PUT /location-status`: switches an approved, active or inactive live location to active or
 * inactive, keeping the reason. The status it already has is no change.
 */
export async function setLocationStatus(
  { db, caller, platform }: ServiceContext,
  body: LocationStatusBody,
): Promise<LocationRecord> {
  authorize(caller, 'location:set-status');
  assertOwnOrg(caller, body.orgId);
  return inTenant(db, caller.orgId, async (tx) => {
    const before = await findLocation(tx, caller.orgId, body.locationId, locationRecordColumns, {
      forUpdate: true,
    });
    if (before.status === body.status) return before;
    if (before.status === 'rejected') throw conflict(REJECTED_LOCATION_STATUS_MESSAGE);
    const after = await updateLocationRow(tx, caller.orgId, before.id, {
      status: body.status,
      statusReason: body.reason,
      updatedBy: caller.email,
    });
    await writeAudit(tx, caller, {
      action: 'locations.location.status-changed',
      entityType: 'location',
      entityId: before.id,
      changes: {
        before: { status: before.status },
        after: { status: body.status },
        reason: body.reason,
      },
    });
    await locationsChanged(platform, tx, caller.orgId, before.id);
    return after;
  });
}

/**
 * `DELETE /location/{id}`: removes a live location with its contacts (and, once they exist, its
 * devices: their foreign key will cascade). A staged location it came from keeps its history;
 * its link to the live location becomes null.
 */
export async function deleteLocation(
  { db, caller, platform }: ServiceContext,
  ref: LocationRefValue,
): Promise<{ location: LocationRecord; removed: { contacts: number } }> {
  authorize(caller, 'location:delete');
  return inTenant(db, caller.orgId, async (tx) => {
    const location = await findLocation(tx, caller.orgId, ref, locationRecordColumns, {
      forUpdate: true,
    });
    const contacts = await countContacts(tx, location.id);
    await deleteLocationRow(tx, caller.orgId, location.id);
    await writeAudit(tx, caller, {
      action: 'locations.location.deleted',
      entityType: 'location',
      entityId: location.id,
      changes: { before: location, removed: { contacts } },
    });
    await locationsChanged(platform, tx, caller.orgId, location.id);
    return { location, removed: { contacts } };
  });
}
