import type { StagedAction } from './review';
import type { ApproverInfo, StagedLocationStatus } from './staged-location';

/**
 * What an action does to a staged location besides its data (decision 012): the status, who
 * decided and when, and the comments. Written once here; the server stores it and the approval
 * screen shows it before the server answers, so both agree on every stamp.
 */
export interface StagedActionEffects<At> {
  status?: StagedLocationStatus;
  approverInfo?: ApproverInfo | null;
  comments?: string | null;
  approvedAt?: At | null;
  approvedBy?: string | null;
  rejectedAt?: At | null;
  rejectedBy?: string | null;
}

export interface StagedActionInput<At> {
  /** The status before the action (a correction resubmits a rejected location). */
  from: StagedLocationStatus;
  /** The signed-in caller, never what a body claims. */
  approver: ApproverInfo;
  /** The decision's comments: the reason of a rejection. Blank is none. */
  comments?: string | null;
  /** When: the database's clock on the server, the browser's on screen. */
  at: At;
}

const textOrNull = (text: string | null | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The fields an action sets. Approving stamps approvedAt/approvedBy and clears a rejection;
 * rejecting stamps rejectedAt/rejectedBy; both record the approver and the comments. A data
 * update of a rejected location puts it back in the queue (pending, decision cleared; the audit
 * log keeps it); of a pending one it changes nothing but the data.
 */
export function stagedActionEffects<At>(
  action: StagedAction,
  { from, approver, comments, at }: StagedActionInput<At>,
): StagedActionEffects<At> {
  const by = approver.email ?? approver.id;
  switch (action) {
    case 'approve_and_move':
    case 'save_and_approve':
      return {
        status: 'approved',
        approverInfo: approver,
        comments: textOrNull(comments),
        approvedAt: at,
        approvedBy: by,
        rejectedAt: null,
        rejectedBy: null,
      };
    case 'reject_only':
      return {
        status: 'rejected',
        approverInfo: approver,
        comments: textOrNull(comments),
        rejectedAt: at,
        rejectedBy: by,
      };
    case 'update':
      return from === 'rejected'
        ? {
            status: 'pending',
            approverInfo: null,
            comments: null,
            rejectedAt: null,
            rejectedBy: null,
          }
        : {};
  }
}
