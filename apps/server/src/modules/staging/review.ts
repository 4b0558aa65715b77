import {
  can,
  COMMENTS_REQUIRED_FOR_REJECTION,
  StagedLocationData,
  canApplyStagedAction,
  stagedActionEffects,
  stagedTransitions,
  type PutStagedLocationBody,
  type PutStagedLocationData,
  type LocationAuditAction,
  type StagedAction,
} from '@fm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { authorize } from '../../auth/authorize';
import type { Caller } from '../../auth/caller';
import type { Transaction } from '../../db/client';
import { auditLog, stagedLocations, type StagedLocationRow } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import type { ServiceContext } from '../context';
import { changedFields } from '../locations/changes';
import { locationsChanged } from '../locations/events';
import { stagingChanged } from './events';
import { moveToLive } from './move-to-live';
import { approverOf, stagedDataColumns, stagedDataOf, toStagedRecord } from './records';

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

async function lockStaged(tx: Transaction, orgId: number, id: string) {
  const [row] = await tx
    .select()
    .from(stagedLocations)
    .where(and(eq(stagedLocations.orgId, orgId), eq(stagedLocations.id, id)))
    .for('update');
  if (!row) throw notFound('Staged location');
  return row;
}

/**
 * Whether the caller added this staged location: the actor of its `location.stage` audit entry
 * (their user id, which an e-mail change does not alter).
 */
async function stagedByCaller(tx: Transaction, caller: Caller, row: StagedLocationRow) {
  const [entry] = await tx
    .select({ actorId: auditLog.actorId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.orgId, caller.orgId),
        eq(auditLog.entityType, 'staged_location'),
        eq(auditLog.entityId, row.id),
        eq(auditLog.action, 'location.stage'),
      ),
    )
    .limit(1);
  return entry?.actorId === caller.userId;
}

/**
 * `PUT /staged-locations/{id}`, all three bodies. A data update (no action) is for reviewers on
 * any staged location, and for whoever may stage on the ones they added themselves (to correct
 * them before review, or after a rejection to resubmit them): see docs/permissions.md. The staged row is locked first: of two
 * approvers acting at once, the second waits, then finds the location decided and gets 409,
 * so a location is never moved to live twice (a unique key on the link guards that as well).
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
    const row = await lockStaged(tx, caller.orgId, id);
    if (body.locationId !== row.locationId)
      throw badRequest(
        `locationId ${body.locationId} is not the number of this staged location (${row.locationId})`,
      );
    if (!canApplyStagedAction(row.status, action)) throw conflict(notNow(row, action));
    if (
      action === 'update' &&
      !can(caller.role, 'staging:review') &&
      !(await stagedByCaller(tx, caller, row))
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
    const [updated] = (await tx
      .update(stagedLocations)
      .set({
        ...changes,
        ...(liveLocation ? { masterLocationId: liveLocation.id } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(stagedLocations.orgId, caller.orgId), eq(stagedLocations.id, row.id)))
      .returning()) as [StagedLocationRow];

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

const auditAction: Record<StagedAction, LocationAuditAction> = {
  update: 'staged_location.update',
  approve_and_move: 'staged_location.approve',
  reject_only: 'staged_location.reject',
  save_and_approve: 'staged_location.save_and_approve',
};
