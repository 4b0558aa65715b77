import type { Transaction } from '../../db/client';

export interface EnqueueOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** At most one queued job with this key at a time. */
  singletonKey?: string;
  /** Attempts after the first failure before the job is dead (visible, not retried). */
  retryLimit?: number;
}

/** What a handler learns about the job it runs. */
interface JobInfo {
  id: string;
  name: string;
}

export type JobHandler<T extends Record<string, unknown> = Record<string, unknown>> = (
  data: T,
  job: JobInfo,
) => Promise<void>;

export interface WorkOptions {
  /** Jobs of this name run at most this many at a time in one process. */
  concurrency?: number;
}

export interface ScheduleOptions {
  /** IANA time zone the cron expression is read in (default UTC). */
  tz?: string;
  data?: Record<string, unknown>;
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

/** The queue plus the handlers and schedules a module registers (in its `jobs.ts`). */
export interface JobRunner extends JobQueue {
  /** Registers the handler of a job name; every process registers it, one process runs each job. */
  work<T extends Record<string, unknown>>(
    name: string,
    handler: JobHandler<T>,
    options?: WorkOptions,
  ): Promise<void>;
  /** A recurring job: one run per cron tick across every process on the database. */
  schedule(name: string, cron: string, options?: ScheduleOptions): Promise<void>;
}
