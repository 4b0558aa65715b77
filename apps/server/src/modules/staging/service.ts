import {
  can,
  COMMENTS_REQUIRED_FOR_REJECTION,
  StagedLocationData,
  canApplyStagedAction,
  groupStagedByStatus,
  stagedActionEffects,
  stagedTransitions,
  type AddLocationBody,
  type ListStagedLocationsData,
  type LocationAuditAction,
  type LocationRecord,
  type PutStagedLocationBody,
  type PutStagedLocationData,
  type StagedAction,
  type StagedLocationRecord,
} from '@fm/contracts';
import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import type { Caller } from '../../auth/caller';
import type { Transaction } from '../../db/client';
import type { stagedLocations, StagedLocationRow } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { changedFields, writeAudit } from '../../shared/audit';
import type { ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { locationsChanged } from '../locations';
import { stagingChanged } from './events';
import {
  insertLiveLocation,
  insertStagedLocation,
  lockStagedLocation,
  peekLocationId,
  selectStagedLocations,
  selectStagingActorId,
  takeLocationId,
  updateStagedLocation,
} from './queries';
import { approverOf, stagedDataColumns, stagedDataOf, toStagedRecord } from './records';

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
    const row = await insertStagedLocation(tx, {
      orgId: caller.orgId,
      locationId,
      status: 'pending',
      ...stagedDataColumns(body.locationData),
      createdBy: caller.email,
    });
    const record = toStagedRecord(row);
    await writeAudit(tx, caller, {
      action: 'staging.staged-location.added',
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

/** `GET /staged-locations`: every staged location of the organisation, newest first, grouped. */
export async function listStagedLocations(
  { db, caller }: ServiceContext,
  query: { orgId?: number },
): Promise<ListStagedLocationsData> {
  authorize(caller, 'location:read');
  assertOwnOrg(caller, query.orgId);
  const rows = await inTenant(db, caller.orgId, (tx) => selectStagedLocations(tx, caller.orgId), {
    readOnly: true,
  });
  const locations = rows.map(toStagedRecord);
  return { locations, ...groupStagedByStatus(locations) };
}

type StagedChanges = PgUpdateSetSource<typeof stagedLocations>;

/** Why an action cannot be applied to a staged location in its current state (409). */
function notNow(row: StagedLocationRow, action: StagedAction): string {
  if (row.status === 'approved')
    return `This location was already approved by ${row.approvedBy ?? 'another approver'}; it is live now, so change it there`;
  if (action === 'reject_only')
    return `This location was already rejected by ${row.rejectedBy ?? 'another approver'}`;
  return `This location was rejected by ${row.rejectedBy ?? 'another approver'}; update it to resubmit it, or save and approve it`;
}

/** A partial update merged into the stored data must still be a complete staged location. */
function mergedData(row: StagedLocationRow, patch: Record<string, unknown>) {
  const result = StagedLocationData.safeParse({ ...stagedDataOf(row), ...patch });
  if (result.success) return stagedDataColumns(result.data);
  const details = result.error.issues.map((issue) => ({
    path: ['body', 'locationData', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const summary = details.map((detail) => `${detail.path}: ${detail.message}`).join('; ');
  throw new AppError(400, 'VALIDATION_FAILED', `Invalid request - ${summary}`, details);
}

/** An approval's live copy of the staged location, audited as the live location's creation. */
async function moveToLive(
  tx: Transaction,
  caller: Caller,
  staged: StagedLocationRow,
): Promise<LocationRecord> {
  const live = await insertLiveLocation(tx, staged, caller.email).catch((error: unknown) => {
    if (isUniqueViolation(error))
      throw conflict(`A live location with number ${staged.locationId} already exists`);
    throw error;
  });
  await writeAudit(tx, caller, {
    action: 'locations.location.created',
    entityType: 'location',
    entityId: live.id,
    changes: { after: live, stagedLocationId: staged.id },
  });
  return live;
}

const auditAction: Record<StagedAction, LocationAuditAction> = {
  update: 'staging.staged-location.updated',
  approve_and_move: 'staging.staged-location.approved',
  reject_only: 'staging.staged-location.rejected',
  save_and_approve: 'staging.staged-location.saved-and-approved',
};

/**
 * `PUT /staged-locations/{id}`, all three bodies. A data update (no action) is for reviewers on
 * any staged location, and for whoever may stage on the ones they added themselves (the actor of
 * its `staging.staged-location.added` audit entry, by user id, which an e-mail change does not alter: to correct
 * them before review, or after a rejection to resubmit them): see docs/permissions.md. The staged
 * row is locked first: of two approvers acting at once, the second waits, then finds the location
 * decided and gets 409, so a location is never moved to live twice (a unique key on the link
 * guards that as well).
 */
export async function changeStagedLocation(
  { db, caller, platform }: ServiceContext,
  id: string,
  body: PutStagedLocationBody,
): Promise<PutStagedLocationData> {
  const action: StagedAction = body.action ?? 'update';
  authorize(caller, action === 'update' ? 'location:stage' : 'staging:review');
  const comments = 'comments' in body ? (body.comments ?? null) : null;
  if (action === 'reject_only' && !comments) throw badRequest(COMMENTS_REQUIRED_FOR_REJECTION);

  return inTenant(db, caller.orgId, async (tx) => {
    const row = await lockStagedLocation(tx, caller.orgId, id);
    if (!row) throw notFound('Staged location');
    if (body.locationId !== row.locationId)
      throw badRequest(
        `locationId ${body.locationId} is not the number of this staged location (${row.locationId})`,
      );
    if (!canApplyStagedAction(row.status, action)) throw conflict(notNow(row, action));
    if (
      action === 'update' &&
      !can(caller.role, 'staging:review') &&
      (await selectStagingActorId(tx, caller.orgId, row.id)) !== caller.userId
    )
      throw forbidden('Only reviewers may change a staged location someone else added');

    const data = 'locationData' in body ? mergedData(row, body.locationData) : {};
    // The status and stamps come from the contracts' rule the approval screen shows too; the
    // time is the database's.
    const effects = stagedActionEffects(action, {
      from: row.status,
      approver: approverOf(caller),
      comments,
      at: sql`now()`,
    });
    const changes: StagedChanges = { ...data, ...effects };
    if (action === 'update' && !changedFields(row, changes)) {
      return { locationData: toStagedRecord(row), liveLocation: null };
    }

    // An approval first makes the live copy from the (corrected) data, so the staged row is
    // written once, with its link to that copy.
    const liveLocation =
      stagedTransitions[action].to === 'approved'
        ? await moveToLive(tx, caller, { ...row, ...data })
        : null;
    const updated = await updateStagedLocation(tx, caller.orgId, row.id, {
      ...changes,
      ...(liveLocation ? { masterLocationId: liveLocation.id } : {}),
    });

    const { updatedAt: _was, ...before } = toStagedRecord(row);
    const { updatedAt: _now, ...after } = toStagedRecord(updated);
    await writeAudit(tx, caller, {
      action: auditAction[action],
      entityType: 'staged_location',
      entityId: row.id,
      changes: {
        ...changedFields(before, after),
        ...(action === 'update' ? {} : { reason: comments }),
      },
    });
    await stagingChanged(platform, tx, caller.orgId, row.id);
    if (liveLocation) await locationsChanged(platform, tx, caller.orgId, liveLocation.id);
    return { locationData: toStagedRecord(updated), liveLocation };
  });
}
