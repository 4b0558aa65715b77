/*
 * Cognito's lockout: five failed sign-ins are free; the fifth locks the user for 1 s, and each
 * further failure doubles it, up to about 15 minutes. The count starts over 15 minutes after the
 * last failure, and after a success.
 */
const FREE_FAILURES = 5;
const FIRST_LOCK_MS = 1_000;
const MAX_LOCK_MS = 15 * 60_000;
export const RESET_AFTER_MS = 15 * 60_000;

export interface FailureRecord {
  failedAttempts: number;
  lastFailedAt: Date | null;
  lockedUntil: Date | null;
}

export const isLocked = (record: FailureRecord, now: Date) =>
  record.lockedUntil !== null && record.lockedUntil > now;

/** The record after one more failure at `now`. */
export function afterFailure(record: FailureRecord, now: Date): FailureRecord {
  const stale =
    record.lastFailedAt === null || now.getTime() - record.lastFailedAt.getTime() > RESET_AFTER_MS;
  const failedAttempts = (stale ? 0 : record.failedAttempts) + 1;
  const lockMs =
    failedAttempts >= FREE_FAILURES
      ? Math.min(FIRST_LOCK_MS * 2 ** Math.min(failedAttempts - FREE_FAILURES, 20), MAX_LOCK_MS)
      : 0;
  return {
    failedAttempts,
    lastFailedAt: now,
    lockedUntil: lockMs > 0 ? new Date(now.getTime() + lockMs) : null,
  };
}
