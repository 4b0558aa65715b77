import type { Transaction } from '../../db/client';

export interface EnqueueOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** At most one queued job with this key at a time. */
  singletonKey?: string;
  /** Attempts after the first failure before the job is dead (visible, not retried). */
  retryLimit?: number;
}

/**
 * Work that runs outside the request, on a PostgreSQL-backed queue shared by every server process.
 * Implemented in platform/jobs.
 */
export interface JobQueue {
  /**
   * Queues a job. Given a transaction, the job exists only if that transaction commits; without
   * one it is queued at once.
   */
  enqueue(
    tx: Transaction | null,
    name: string,
    data: Record<string, unknown>,
    options?: EnqueueOptions,
  ): Promise<void>;
}
