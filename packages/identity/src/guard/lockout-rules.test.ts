import { describe, expect, it } from 'vitest';
import { afterFailure, isLocked, type FailureRecord } from './lockout-rules';

const start: FailureRecord = { failedAttempts: 0, lastFailedAt: null, lockedUntil: null };
const lockMs = (record: FailureRecord) =>
  record.lockedUntil ? record.lockedUntil.getTime() - record.lastFailedAt!.getTime() : 0;

describe('the lockout rules', () => {
  it('lets four failures pass, locks for 1 s at the fifth and doubles with each further one', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    let record = start;
    const locks: number[] = [];
    for (let failure = 1; failure <= 9; failure += 1) {
      record = afterFailure(record, now);
      locks.push(lockMs(record));
    }
    expect(locks).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 16000]);
    expect(isLocked(record, now)).toBe(true);
    expect(isLocked(record, new Date(now.getTime() + 16_001))).toBe(false);
  });

  it('never locks for more than 15 minutes', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    let record = start;
    for (let failure = 1; failure <= 40; failure += 1) record = afterFailure(record, now);
    expect(lockMs(record)).toBe(15 * 60_000);
  });

  it('starts counting again 15 minutes after the last failure', () => {
    const first = new Date('2026-11-21T10:00:00Z');
    let record = start;
    for (let failure = 1; failure <= 6; failure += 1) record = afterFailure(record, first);
    const later = afterFailure(record, new Date(first.getTime() + 15 * 60_000 + 1));
    expect(later.failedAttempts).toBe(1);
    expect(later.lockedUntil).toBeNull();
    const sooner = afterFailure(record, new Date(first.getTime() + 14 * 60_000));
    expect(sooner.failedAttempts).toBe(7);
  });
});
