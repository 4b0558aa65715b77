import {
  COMMENTS_REQUIRED_FOR_REJECTION,
  stagedActionEffects,
  type ApproverInfo,
  type ListStagedLocationsData,
  type PutStagedLocationBodyInput,
  type StagedLocationPatch,
  type StagedLocationRecord,
} from '@fm/contracts';
import { failureMessages } from '@/lib/messages';
import { replaceStaged } from './staged-cache';

/*
 * The approval screen's optimistic changes (spec section 4): the new status shows first, then
 * the call is sent; when the server fails or answers unsuccessfully, the previous record (status,
 * approver info, comments and data) is put back. Pure, so the rules are tested without a server.
 */

export type ReviewRequest =
  | { action: 'approve_and_move'; comments?: string }
  | { action: 'reject_only'; comments: string }
  | { action: 'save_and_approve'; locationData: StagedLocationPatch; comments?: string }
  | { action: 'update'; locationData: StagedLocationPatch };

/** The spec's fallback messages for a failed change (section 8). */
export const reviewFailureMessages: Record<ReviewRequest['action'], string> = {
  approve_and_move: failureMessages.updateLocationStatus,
  reject_only: failureMessages.updateLocationStatus,
  save_and_approve: failureMessages.saveAndApproveLocation,
  update: failureMessages.updateLocationData,
};

/** 'Comments are required for rejection' when a rejection has none; else null. */
export function reviewProblem(request: ReviewRequest): string | null {
  if (request.action === 'reject_only' && request.comments.trim() === '')
    return COMMENTS_REQUIRED_FOR_REJECTION;
  return null;
}

const blankToNull = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? null : text.trim();

/** The spec's body for `PUT /staged-locations/{id}` (section 7). */
export function reviewBody(
  record: StagedLocationRecord,
  request: ReviewRequest,
  approverInfo: ApproverInfo,
): PutStagedLocationBodyInput {
  const locationId = record.locationId;
  switch (request.action) {
    case 'approve_and_move':
      return {
        action: 'approve_and_move',
        status: 'approved',
        locationId,
        approverInfo,
        comments: blankToNull(request.comments),
      };
    case 'reject_only':
      return {
        action: 'reject_only',
        status: 'rejected',
        locationId,
        approverInfo,
        comments: request.comments.trim(),
      };
    case 'save_and_approve':
      return {
        action: 'save_and_approve',
        status: 'approved',
        locationId,
        locationData: request.locationData,
        approverInfo,
        comments: blankToNull(request.comments),
      };
    case 'update':
      return { locationId, locationData: request.locationData };
  }
}

/**
 * The record as it will look once the server agrees: the data, then the status, approver,
 * stamps and comments from the same contracts rule the server applies (`stagedActionEffects`).
 */
function optimisticRecord(
  record: StagedLocationRecord,
  request: ReviewRequest,
  approverInfo: ApproverInfo,
  now: Date,
): StagedLocationRecord {
  const at = now.toISOString();
  const effects = stagedActionEffects(request.action, {
    from: record.status,
    approver: approverInfo,
    comments: 'comments' in request ? request.comments : null,
    at,
  });
  const data = 'locationData' in request ? request.locationData : {};
  return { ...record, ...data, ...effects, updatedAt: at };
}

/** The list with the change shown, and the record as it was (for the rollback). */
export function applyOptimisticReview(
  data: ListStagedLocationsData,
  id: string,
  request: ReviewRequest,
  approverInfo: ApproverInfo,
  now: Date,
): { data: ListStagedLocationsData; previous: StagedLocationRecord | null } {
  const previous = data.locations.find((record) => record._id === id) ?? null;
  if (!previous) return { data, previous };
  return {
    data: replaceStaged(data, id, optimisticRecord(previous, request, approverInfo, now)),
    previous,
  };
}

/** The list with the record as it was before the change: status, approver, comments, data. */
export function rollbackReview(
  data: ListStagedLocationsData,
  previous: StagedLocationRecord,
): ListStagedLocationsData {
  return replaceStaged(data, previous._id, previous);
}
