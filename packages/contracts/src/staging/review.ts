import { z } from 'zod';
import { successEnvelope, requestExamples } from '../envelope';
import { boundedText } from '../common';
import { LocationNumber, TEXT_LIMITS, optionalText, personText } from '../locations/fields';
import { LocationRecord } from '../locations/location';
import {
  StagedLocationPatch,
  StagedLocationRecord,
  type StagedLocationStatus,
} from './staged-location';

/*
 * `PUT /api/staged-locations/{id}` takes one of the spec's three bodies (section 7): a decision
 * (approve_and_move or reject_only), a data update (no `action`), or save_and_approve.
 */

export const COMMENTS_REQUIRED_FOR_REJECTION = 'Comments are required for rejection';

/** What can be done to a staged location; `update` is the body without an action. */
const stagedActions = ['approve_and_move', 'reject_only', 'update', 'save_and_approve'] as const;
export type StagedAction = (typeof stagedActions)[number];

/**
 * The allowed transitions. A decision needs a pending location. An approved one is final: it
 * lives on as a live location, edited there. A rejected one can be corrected: the update puts it
 * back to pending (resubmitted, the rejection stays in its history), and save_and_approve
 * corrects and approves it in one step.
 */
export const stagedTransitions: Record<
  StagedAction,
  { from: readonly StagedLocationStatus[]; to: StagedLocationStatus }
> = {
  approve_and_move: { from: ['pending'], to: 'approved' },
  reject_only: { from: ['pending'], to: 'rejected' },
  update: { from: ['pending', 'rejected'], to: 'pending' },
  save_and_approve: { from: ['pending', 'rejected'], to: 'approved' },
};

export const canApplyStagedAction = (status: StagedLocationStatus, action: StagedAction) =>
  stagedTransitions[action].from.includes(status);

/** The actions a screen may offer for a staged location of this status. */
export const stagedActionsFor = (status: StagedLocationStatus): StagedAction[] =>
  stagedActions.filter((action) => canApplyStagedAction(status, action));

/** Sent by the spec's client; informational, the server stores the signed-in approver. */
const ApproverInfoInput = z.object({
  id: boundedText(200).optional(),
  email: personText().optional(),
  name: boundedText(200).optional(),
});

const decision = {
  /** The staged location's number; it must match the location named in the path. */
  locationId: LocationNumber,
  approverInfo: ApproverInfoInput.nullish(),
  /** Required to reject ('Comments are required for rejection'); optional to approve. */
  comments: optionalText('Comments', TEXT_LIMITS.comments),
};

const ApproveStagedLocationBody = z.strictObject({
  action: z.literal('approve_and_move'),
  status: z.literal('approved'),
  ...decision,
});

const RejectStagedLocationBody = z.strictObject({
  action: z.literal('reject_only'),
  status: z.literal('rejected'),
  ...decision,
});

const UpdateStagedLocationBody = z.strictObject({
  action: z.undefined().optional().meta({ description: 'Absent: this body only updates data' }),
  locationId: LocationNumber,
  locationData: StagedLocationPatch,
});

const SaveAndApproveStagedLocationBody = z.strictObject({
  action: z.literal('save_and_approve'),
  status: z.literal('approved'),
  locationData: StagedLocationPatch,
  ...decision,
});

export const PutStagedLocationBody = z
  .discriminatedUnion('action', [
    ApproveStagedLocationBody,
    RejectStagedLocationBody,
    SaveAndApproveStagedLocationBody,
    UpdateStagedLocationBody,
  ])
  .meta(
    requestExamples(
      { locationId: 1042, locationData: { street: 'Marol Maroshi Road', floor: '3' } },
      { locationId: 1042, action: 'approve_and_move', status: 'approved', comments: 'Verified' },
      { locationId: 1042, action: 'reject_only', status: 'rejected', comments: 'Wrong PIN code' },
      {
        locationId: 1042,
        action: 'save_and_approve',
        status: 'approved',
        locationData: { pinCode: '400059' },
        comments: 'Corrected and approved',
      },
    ),
  );
export type PutStagedLocationBody = z.infer<typeof PutStagedLocationBody>;
export type PutStagedLocationBodyInput = z.input<typeof PutStagedLocationBody>;

export const StagedLocationParams = z.object({ id: z.uuid() });

/**
 * The staged location after the change (`data.locationData`, as the spec's data update answers),
 * and the live location it was moved to when the change approved it.
 */
export const PutStagedLocationData = z.object({
  locationData: StagedLocationRecord,
  liveLocation: LocationRecord.nullable(),
});
export type PutStagedLocationData = z.infer<typeof PutStagedLocationData>;
export const PutStagedLocationResponse = successEnvelope(PutStagedLocationData);
