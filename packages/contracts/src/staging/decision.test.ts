import { describe, expect, it } from 'vitest';
import { stagedActionEffects } from './decision';

const approver = { id: 'u-7', email: 'approver@demo.example', name: 'Arjun' };
const at = '2026-03-01T09:00:00.000Z';

describe('stagedActionEffects', () => {
  it('approves: status, approver, stamps, comments; a former rejection is cleared', () => {
    for (const action of ['approve_and_move', 'save_and_approve'] as const)
      expect(
        stagedActionEffects(action, { from: 'pending', approver, at, comments: ' ok ' }),
      ).toEqual({
        status: 'approved',
        approverInfo: approver,
        comments: 'ok',
        approvedAt: at,
        approvedBy: 'approver@demo.example',
        rejectedAt: null,
        rejectedBy: null,
      });
  });

  it('rejects: status, approver, rejection stamps and the reason', () => {
    expect(
      stagedActionEffects('reject_only', { from: 'pending', approver, at, comments: 'Wrong PIN' }),
    ).toEqual({
      status: 'rejected',
      approverInfo: approver,
      comments: 'Wrong PIN',
      rejectedAt: at,
      rejectedBy: 'approver@demo.example',
    });
  });

  it('keeps no blank comments, and names the approver by id when there is no e-mail', () => {
    const effects = stagedActionEffects('approve_and_move', {
      from: 'pending',
      approver: { id: 'u-9' },
      at,
      comments: '   ',
    });
    expect(effects).toMatchObject({ comments: null, approvedBy: 'u-9' });
  });

  it('resubmits a corrected rejected location, and leaves a pending one as it is', () => {
    expect(stagedActionEffects('update', { from: 'rejected', approver, at })).toEqual({
      status: 'pending',
      approverInfo: null,
      comments: null,
      rejectedAt: null,
      rejectedBy: null,
    });
    expect(stagedActionEffects('update', { from: 'pending', approver, at })).toEqual({});
  });

  it('takes the clock of whoever applies it (any timestamp type)', () => {
    const clock = { sql: 'now()' };
    expect(
      stagedActionEffects('reject_only', { from: 'pending', approver, at: clock, comments: 'x' })
        .rejectedAt,
    ).toBe(clock);
  });
});
