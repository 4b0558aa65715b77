import { describe, expect, it } from 'vitest';
import { stagedRecord } from '@/test/location-records';
import {
  applyOptimisticReview,
  reviewBody,
  reviewProblem,
  rollbackReview,
  type ReviewRequest,
} from './optimistic-review';
import { stagedListOf } from './staged-cache';

const approver = { id: 'u-2', email: 'approver@demo.example', name: 'Rahul Verma' };
const now = new Date('2026-11-21T10:00:00.000Z');

const pending = stagedRecord({ locationNickname: 'Powai' });
const rejected = stagedRecord({
  status: 'rejected',
  comments: 'Wrong PIN code',
  rejectedBy: 'admin@demo.example',
  rejectedAt: '2026-11-20T09:00:00.000Z',
  approverInfo: { id: 'u-1', email: 'admin@demo.example' },
});
const other = stagedRecord({ status: 'approved' });
const list = () => stagedListOf([pending, rejected, other]);

describe('applyOptimisticReview', () => {
  it('shows an approval at once, with the approver and the time, and recounts', () => {
    const { data, previous } = applyOptimisticReview(
      list(),
      pending._id,
      { action: 'approve_and_move' },
      approver,
      now,
    );
    expect(previous).toBe(pending);
    const shown = data.locations.find((record) => record._id === pending._id);
    expect(shown).toMatchObject({
      status: 'approved',
      approverInfo: approver,
      approvedBy: 'approver@demo.example',
      approvedAt: '2026-11-21T10:00:00.000Z',
    });
    expect(data.counts).toEqual({ pending: 0, approved: 2, rejected: 1, total: 3 });
    expect(data.groupedByStatus.approved.map((record) => record._id)).toContain(pending._id);
  });

  it('shows a rejection with its comments as the reason', () => {
    const { data } = applyOptimisticReview(
      list(),
      pending._id,
      { action: 'reject_only', comments: '  Duplicate of 1004 ' },
      approver,
      now,
    );
    expect(data.locations[0]).toMatchObject({
      status: 'rejected',
      comments: 'Duplicate of 1004',
      rejectedBy: 'approver@demo.example',
    });
    expect(data.counts.rejected).toBe(2);
  });

  it('save and approve applies the corrected data and approves', () => {
    const { data } = applyOptimisticReview(
      list(),
      rejected._id,
      { action: 'save_and_approve', locationData: { pinCode: '400077', street: 'Lake Road' } },
      approver,
      now,
    );
    expect(data.locations[1]).toMatchObject({
      status: 'approved',
      pinCode: '400077',
      street: 'Lake Road',
    });
  });

  it('an update resubmits a rejected location as pending and clears the rejection', () => {
    const { data } = applyOptimisticReview(
      list(),
      rejected._id,
      { action: 'update', locationData: { pinCode: '400077' } },
      approver,
      now,
    );
    expect(data.locations[1]).toMatchObject({
      status: 'pending',
      comments: null,
      rejectedBy: null,
      rejectedAt: null,
      pinCode: '400077',
    });
  });

  it('shows what the server will store: the decision’s own comments, a rejection cleared', () => {
    // The same contracts rule (stagedActionEffects) writes the server's row.
    const { data } = applyOptimisticReview(
      list(),
      rejected._id,
      { action: 'save_and_approve', locationData: { city: 'Thane' } },
      approver,
      now,
    );
    expect(data.locations[1]).toMatchObject({
      status: 'approved',
      comments: null,
      rejectedAt: null,
      rejectedBy: null,
      approvedAt: now.toISOString(),
      approvedBy: approver.email,
      updatedAt: now.toISOString(),
    });
  });

  it('leaves the list alone when the location is not in it', () => {
    const before = list();
    const { data, previous } = applyOptimisticReview(
      before,
      'gone',
      { action: 'approve_and_move' },
      approver,
      now,
    );
    expect(previous).toBeNull();
    expect(data).toBe(before);
  });
});

describe('rollbackReview', () => {
  const requests: ReviewRequest[] = [
    { action: 'approve_and_move', comments: 'Looks right' },
    { action: 'reject_only', comments: 'No' },
    { action: 'save_and_approve', locationData: { city: 'Thane' } },
    { action: 'update', locationData: { city: 'Thane' } },
  ];

  for (const request of requests) {
    it(`restores status, approver info, comments and data after a failed ${request.action}`, () => {
      const target =
        request.action === 'reject_only' || request.action === 'approve_and_move'
          ? pending
          : rejected;
      const start = list();
      const { data, previous } = applyOptimisticReview(start, target._id, request, approver, now);
      expect(data).not.toEqual(start);
      const restored = rollbackReview(data, previous!);
      expect(restored).toEqual(start);
    });
  }

  it('keeps other changes made meanwhile', () => {
    const { data, previous } = applyOptimisticReview(
      list(),
      pending._id,
      { action: 'approve_and_move' },
      approver,
      now,
    );
    const meanwhile = stagedListOf([...data.locations, stagedRecord({ locationNickname: 'New' })]);
    const restored = rollbackReview(meanwhile, previous!);
    expect(restored.counts).toEqual({ pending: 2, approved: 1, rejected: 1, total: 4 });
  });
});

describe('reviewProblem and reviewBody', () => {
  it('requires comments to reject', () => {
    expect(reviewProblem({ action: 'reject_only', comments: '   ' })).toBe(
      'Comments are required for rejection',
    );
    expect(reviewProblem({ action: 'reject_only', comments: 'Duplicate' })).toBeNull();
    expect(reviewProblem({ action: 'approve_and_move' })).toBeNull();
  });

  it("builds the spec's three bodies", () => {
    expect(reviewBody(pending, { action: 'approve_and_move' }, approver)).toEqual({
      action: 'approve_and_move',
      status: 'approved',
      locationId: pending.locationId,
      approverInfo: approver,
      comments: null,
    });
    expect(
      reviewBody(pending, { action: 'update', locationData: { city: 'Thane' } }, approver),
    ).toEqual({ locationId: pending.locationId, locationData: { city: 'Thane' } });
    expect(
      reviewBody(
        pending,
        { action: 'save_and_approve', locationData: { city: 'Thane' } },
        approver,
      ),
    ).toMatchObject({
      action: 'save_and_approve',
      status: 'approved',
      locationData: { city: 'Thane' },
    });
  });
});
