import { afterFailure, RESET_AFTER_MS, type FailureRecord } from './lockout-rules';

/**
 * Failures of names that are no user: counted in memory by the same rules, so that an unknown
 * name also "locks" after five tries and answers exactly as a real user would.
 */
export class DecoyFailures {
  private readonly records = new Map<string, FailureRecord>();

  constructor(private readonly maxNames = 10_000) {}

  get(name: string): FailureRecord {
    return (
      this.records.get(name.trim().toLowerCase()) ?? {
        failedAttempts: 0,
        lastFailedAt: null,
        lockedUntil: null,
      }
    );
  }

  fail(name: string, now: Date) {
    if (this.records.size >= this.maxNames) this.forgetStale(now);
    this.records.set(name.trim().toLowerCase(), afterFailure(this.get(name), now));
  }

  private forgetStale(now: Date) {
    for (const [name, record] of this.records)
      if (!record.lastFailedAt || now.getTime() - record.lastFailedAt.getTime() > RESET_AFTER_MS)
        this.records.delete(name);
    if (this.records.size >= this.maxNames) this.records.clear();
  }
}
