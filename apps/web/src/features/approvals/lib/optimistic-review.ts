import {
  COMMENTS_REQUIRED_FOR_REJECTION,
  type ApproverInfo,
  type ListStagedLocationsData,
  type PutStagedLocationBodyInput,
  type StagedLocationPatch,
  type StagedLocationRecord,
} from '@fm/contracts';
import { replaceStaged } from '@/features/locations';

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
  approve_and_move: 'Failed to update location status',
  reject_only: 'Failed to update location status',
  save_and_approve: 'Failed to save and approve location',
  update: 'Failed to update location data',
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

/** The record as it will look once the server agrees. */
export function optimisticRecord(
  record: StagedLocationRecord,
  request: ReviewRequest,
  approverInfo: ApproverInfo,
  now: Date,
): StagedLocationRecord {
  const at = now.toISOString();
  const by = approverInfo.email ?? approverInfo.id;
  const approved = {
    status: 'approved' as const,
    approverInfo,
    approvedAt: at,
    approvedBy: by,
    updatedAt: at,
  };
  switch (request.action) {
    case 'approve_and_move':
      return { ...record, ...approved, comments: blankToNull(request.comments) ?? record.comments };
    case 'reject_only':
      return {
        ...record,
        status: 'rejected',
        approverInfo,
        rejectedAt: at,
        rejectedBy: by,
        comments: request.comments.trim(),
        updatedAt: at,
      };
    case 'save_and_approve':
      return {
        ...record,
        ...request.locationData,
        ...approved,
        comments: blankToNull(request.comments) ?? record.comments,
      } as StagedLocationRecord;
    case 'update':
      // A correction resubmits a rejected location (decision 012): pending, rejection cleared.
      return {
        ...record,
        ...request.locationData,
        status: 'pending',
        comments: null,
        rejectedAt: null,
        rejectedBy: null,
        updatedAt: at,
      } as StagedLocationRecord;
  }
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
