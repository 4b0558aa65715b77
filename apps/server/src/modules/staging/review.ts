import {
  COMMENTS_REQUIRED_FOR_REJECTION,
  StagedLocationData,
  canApplyStagedAction,
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
import { stagedLocations, type StagedLocationRow } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import type { ServiceContext } from '../context';
import { changedFields } from '../locations/changes';
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

/** The stamps of a decision: always the signed-in caller, and the database's clock. */
function decided(caller: Caller, action: StagedAction, comments: string | null): StagedChanges {
  const stamp = { approverInfo: approverOf(caller), comments };
  if (action === 'reject_only')
    return { ...stamp, status: 'rejected', rejectedAt: sql`now()`, rejectedBy: caller.email };
  return {
    ...stamp,
    status: 'approved',
    approvedAt: sql`now()`,
    approvedBy: caller.email,
    rejectedAt: null,
    rejectedBy: null,
  };
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
 * `PUT /staged-locations/{id}`, all three bodies. The staged row is locked first: of two
 * approvers acting at once, the second waits, then finds the location decided and gets 409,
 * so a location is never moved to live twice (a unique key on the link guards that as well).
 */
export async function changeStagedLocation(
  { db, caller }: ServiceContext,
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

    let changes: StagedChanges = 'locationData' in body ? mergedData(row, body.locationData) : {};
    if (action === 'update' && row.status === 'rejected') {
      // Corrected after a rejection: back in the approvers' queue. The audit log keeps the
      // rejection and its reason.
      const resubmitted = { status: 'pending', comments: null, approverInfo: null } as const;
      changes = { ...changes, ...resubmitted, rejectedAt: null, rejectedBy: null };
    }
    if (action === 'update' && !changedFields(row, changes)) {
      return { locationData: toStagedRecord(row), liveLocation: null };
    }
    if (action !== 'update') changes = { ...changes, ...decided(caller, action, comments) };

    const [saved] = await tx
      .update(stagedLocations)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(stagedLocations.orgId, caller.orgId), eq(stagedLocations.id, row.id)))
      .returning();
    let updated = saved!;
    let liveLocation = null;
    if (stagedTransitions[action].to === 'approved') {
      liveLocation = await moveToLive(tx, caller, updated);
      [updated] = (await tx
        .update(stagedLocations)
        .set({ masterLocationId: liveLocation.id })
        .where(and(eq(stagedLocations.orgId, caller.orgId), eq(stagedLocations.id, row.id)))
        .returning()) as [StagedLocationRow];
    }

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
    return { locationData: toStagedRecord(updated), liveLocation };
  });
}

const auditAction: Record<StagedAction, LocationAuditAction> = {
  update: 'staged_location.update',
  approve_and_move: 'staged_location.approve',
  reject_only: 'staged_location.reject',
  save_and_approve: 'staged_location.save_and_approve',
};
