import { AppError } from '../../http/errors';

const WINDOW_MS = 60_000;

/**
 * Questions per person per minute, kept in this process (a fixed one-minute window per person).
 * With several server processes each keeps its own count, so the limit is per process: it is
 * there against a runaway client or script, not as a quota.
 */
export class QuestionLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  /** Counts a question of `person`; 429 once the minute's allowance is used. */
  take(person: string, now: number): void {
    if (this.perMinute === 0) return;
    const window = this.windows.get(person);
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.windows.size > 10_000) this.forgetOld(now);
      this.windows.set(person, { start: now, count: 1 });
      return;
    }
    if (window.count >= this.perMinute)
      throw new AppError(
        429,
        'RATE_LIMITED',
        `Too many questions: the assistant answers ${this.perMinute} a minute. Wait a moment and ask again.`,
      );
    window.count += 1;
  }

  private forgetOld(now: number) {
    for (const [person, window] of this.windows)
      if (now - window.start >= WINDOW_MS) this.windows.delete(person);
  }
}
