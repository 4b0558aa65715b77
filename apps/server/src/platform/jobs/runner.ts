import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import type { EnqueueOptions, JobHandler, JobRunner, ScheduleOptions, WorkOptions } from './types';

/** pg-boss keeps its tables in this schema of the application's database. */
export const JOBS_SCHEMA = 'pgboss';

/** Retries of a job that names none: 3 more attempts, 5 s, 10 s, 20 s apart (with jitter). */
const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 5;

/** A job that failed its last attempt and is not retried: kept (7 days) for people to look at. */
export interface DeadJob {
  id: string;
  name: string;
  data: unknown;
  /** The last error, as pg-boss recorded it ({ message, stack, ... }). */
  output: unknown;
  attempts: number;
  createdOn: Date;
  failedOn: Date | null;
}

export interface PlatformJobRunner extends JobRunner {
  /** Whether this process runs jobs (`JOBS=on`) or only queues them. */
  readonly active: boolean;
  /** Dead jobs, newest first. */
  listDead(options?: { name?: string; limit?: number }): Promise<DeadJob[]>;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Database;
  config: Pick<Config, 'JOBS' | 'JOBS_CONCURRENCY'>;
  logger: FastifyBaseLogger;
  /** How often an idle worker asks for the next job (seconds; default 2). */
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss's SQL (with $1..$n placeholders) as one Drizzle statement, so it runs on the caller's
 * transaction: the job is written by that transaction and exists only if it commits.
 */
function toStatement(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
  );
  return sql.join(chunks, sql.raw(''));
}

const transactionDb = (tx: Transaction): PgBoss.Db => ({
  async executeSql(text, values) {
    const result = await tx.execute(toStatement(text, values));
    return { rows: result.rows };
  },
});

const QUEUE_CREATE_ATTEMPTS = 6;
/** Deadlock, duplicate key, duplicate table: what losing a race to create a queue looks like. */
const lostCreateRace = (error: unknown) =>
  ['40P01', '23505', '42P07'].includes(String((error as { code?: unknown }).code));

/**
 * The platform's job runner on pg-boss 10 (decision 020): jobs live in the application's own
 * PostgreSQL, so a job queued inside a transaction exists only if that transaction commits, and
 * every server process on the database shares one queue. Schedules are pg-boss's cron, which
 * sends one job per tick whichever process notices it first.
 */
export async function createJobRunner({
  db,
  config,
  logger,
  pollingIntervalSeconds = 2,
}: JobRunnerOptions): Promise<PlatformJobRunner> {
  const log = logger.child({ component: 'jobs' });
  const active = config.JOBS === 'on';
  const pool = db.$client;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOBS_SCHEMA,
    // Only a process that runs jobs keeps the queue tidy and watches the schedules.
    supervise: active,
    schedule: active,
    migrate: true,
    // Failed and completed jobs are kept a week, then deleted by maintenance.
    deleteAfterDays: 7,
  });
  boss.on('error', (error: unknown) =>
    log.error({ err: error }, 'the job queue reported an error'),
  );
  await boss.start();

  const queues = new Map<string, Promise<void>>();
  /** pg-boss 10 wants a queue per job name before jobs of that name are sent or worked. */
  const ensureQueue = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      created = (async () => {
        for (let attempt = 1; ; attempt += 1) {
          if (await boss.getQueue(name)) return;
          try {
            await boss.createQueue(name, {
              name,
              retryLimit: DEFAULT_RETRY_LIMIT,
              retryDelay: DEFAULT_RETRY_DELAY_SECONDS,
              retryBackoff: true,
            });
            return;
          } catch (error) {
            // Processes that start together race to create the same queue (its table is a
            // partition: DDL): the loser sees a deadlock or a duplicate. Look again, then retry.
            if (attempt >= QUEUE_CREATE_ATTEMPTS || !lostCreateRace(error)) throw error;
            await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 50));
          }
        }
      })();
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  };

  const sendOptions = (options: EnqueueOptions = {}): PgBoss.SendOptions => ({
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
  });

  return {
    active,
    async enqueue(tx, name, data, options) {
      await ensureQueue(name);
      if (!tx) {
        await boss.send(name, data, sendOptions(options));
        return;
      }
      // The tenant role may not touch the queue's tables: the insert runs as the session's own
      // role for this one statement, then the transaction is back to where it was.
      const [{ role } = { role: 'none' }] = (
        await tx.execute<{ role: string }>(sql`select current_setting('role') as role`)
      ).rows;
      if (role !== 'none') await tx.execute(sql`set local role none`);
      await boss.send(name, data, { ...sendOptions(options), db: transactionDb(tx) });
      if (role !== 'none') await tx.execute(sql`select set_config('role', ${role}, true)`);
    },

    async work<T extends Record<string, unknown>>(
      name: string,
      handler: JobHandler<T>,
      options: WorkOptions = {},
    ) {
      await ensureQueue(name);
      if (!active) return;
      const run = async ([job]: PgBoss.JobWithMetadata<T>[]) => {
        if (!job) return;
        try {
          await handler(job.data, { id: job.id, name: job.name });
          log.debug({ job: { id: job.id, name: job.name } }, `job ${job.name} done`);
        } catch (error) {
          const attempt = job.retryCount + 1;
          if (job.retryCount >= job.retryLimit) {
            log.error(
              { err: error, job: { id: job.id, name: job.name }, attempt },
              `job ${job.name} failed its last attempt and is dead (see: npm run admin -- jobs-failed)`,
            );
          } else {
            log.warn(
              { err: error, job: { id: job.id, name: job.name }, attempt },
              `job ${job.name} failed; it will be retried`,
            );
          }
          throw error;
        }
      };
      const concurrency = options.concurrency ?? config.JOBS_CONCURRENCY;
      for (let i = 0; i < concurrency; i++) {
        await boss.work<T>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
          run,
        );
      }
    },

    async schedule(name, cron, options: ScheduleOptions = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, options.data ?? {}, { tz: options.tz ?? 'UTC' });
    },

    listDead: (options) => listDeadJobs(db, options),

    async stop() {
      // Running jobs get a few seconds to finish; the rest are picked up again after expiry.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}

/** Dead jobs (failed, not retried), newest first: the runner's list and the admin CLI's. */
export async function listDeadJobs(
  db: Database,
  { name, limit = 50 }: { name?: string; limit?: number } = {},
): Promise<DeadJob[]> {
  const exists = await db.execute<{ found: boolean }>(
    sql`select to_regclass(${`${JOBS_SCHEMA}.job`}) is not null as found`,
  );
  if (!exists.rows[0]?.found) return [];
  const result = await db.execute<{
    id: string;
    name: string;
    data: unknown;
    output: unknown;
    retry_count: number;
    created_on: Date;
    completed_on: Date | null;
  }>(sql`
    select id, name, data, output, retry_count, created_on, completed_on
    from ${sql.identifier(JOBS_SCHEMA)}.job
    where state = 'failed' ${name ? sql`and name = ${name}` : sql``}
    order by completed_on desc nulls last
    limit ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    data: row.data,
    output: row.output,
    attempts: row.retry_count + 1,
    createdOn: new Date(row.created_on),
    failedOn: row.completed_on ? new Date(row.completed_on) : null,
  }));
}
