import { describe, expect, it } from 'vitest';
import {
  COMMENTS_REQUIRED_FOR_REJECTION,
  PutStagedLocationBody,
  canApplyStagedAction,
  stagedActionsFor,
} from './review';

describe('the staged location transitions', () => {
  it('lets a pending location be approved, rejected, updated or saved-and-approved', () => {
    expect(stagedActionsFor('pending')).toEqual([
      'approve_and_move',
      'reject_only',
      'update',
      'save_and_approve',
    ]);
  });

  it('lets a rejected one only be corrected (resubmitted), or corrected and approved at once', () => {
    expect(stagedActionsFor('rejected')).toEqual(['update', 'save_and_approve']);
    expect(canApplyStagedAction('rejected', 'approve_and_move')).toBe(false);
  });

  it('treats approved as final', () => {
    expect(stagedActionsFor('approved')).toEqual([]);
  });

  it('keeps the spec text for a rejection without comments', () => {
    expect(COMMENTS_REQUIRED_FOR_REJECTION).toBe('Comments are required for rejection');
  });
});

describe('PutStagedLocationBody', () => {
  const decision = { locationId: 1060, approverInfo: { id: 'x' }, comments: 'ok' };

  it('reads each of the three bodies of the spec', () => {
    expect(
      PutStagedLocationBody.parse({ ...decision, action: 'approve_and_move', status: 'approved' })
        .action,
    ).toBe('approve_and_move');
    expect(
      PutStagedLocationBody.parse({ ...decision, action: 'reject_only', status: 'rejected' })
        .action,
    ).toBe('reject_only');
    const update = PutStagedLocationBody.parse({
      locationId: 1060,
      locationData: { street: 'MG Road' },
    });
    expect(update.action).toBeUndefined();
    expect('locationData' in update && update.locationData).toEqual({ street: 'MG Road' });
    expect(
      PutStagedLocationBody.parse({
        ...decision,
        action: 'save_and_approve',
        status: 'approved',
        locationData: { city: 'Pune' },
      }).action,
    ).toBe('save_and_approve');
  });

  it('refuses an action that does not agree with its status, or an unknown action', () => {
    expect(
      PutStagedLocationBody.safeParse({
        ...decision,
        action: 'approve_and_move',
        status: 'rejected',
      }).success,
    ).toBe(false);
    expect(
      PutStagedLocationBody.safeParse({ ...decision, action: 'delete', status: 'approved' })
        .success,
    ).toBe(false);
  });

  it('refuses a data update that tries to set the status, or carries no data', () => {
    expect(
      PutStagedLocationBody.safeParse({ locationId: 1060, locationData: {}, status: 'approved' })
        .success,
    ).toBe(false);
    expect(PutStagedLocationBody.safeParse({ locationId: 1060 }).success).toBe(false);
  });

  it('bounds the comments', () => {
    expect(
      PutStagedLocationBody.safeParse({
        ...decision,
        comments: 'x'.repeat(1001),
        action: 'reject_only',
        status: 'rejected',
      }).success,
    ).toBe(false);
  });
});
