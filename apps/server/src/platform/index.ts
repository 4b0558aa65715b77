import type { SendMail } from '@fm/identity';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { systemClock, type Clock } from './clock';
import { createEventBus, type LiveEventBus } from './events/bus';
import { createJobRunner, type PlatformJobRunner } from './jobs/runner';
import { createMailer, registerMailJobs, type Mailer } from './mail/mailer';
import { rateLimiters, type RateLimit, type RateLimiter } from './rate-limit';
import { createFileStorage } from './storage';
import type { FileStorage } from './storage/types';

/**
 * The services every module works with, built once by the composition root (main.ts, and the
 * API tests' harness) and handed to the app, the identity pool and every module through the
 * service context. Modules use these; they never construct their own.
 */
export interface Platform {
  config: Config;
  db: Database;
  logger: FastifyBaseLogger;
  clock: Clock;
  mailer: Mailer;
  /** Files: local disk (DATA_DIR/files) or S3, behind presigned URLs (decision 022). */
  storage: FileStorage;
  /** Background jobs and schedules on pg-boss in the same database (decision 020). */
  jobs: PlatformJobRunner;
  /** Live events: NOTIFY inside the transaction, fanned out to SSE streams (decision 021). */
  events: LiveEventBus;
  /** The named token-bucket limiter of this process (made on first use, kept for its life). */
  rateLimiter(name: string, limit: RateLimit): RateLimiter;
}

export interface PlatformOptions {
  config: Config;
  db: Database;
  logger: FastifyBaseLogger;
  clock?: Clock;
  /** How often an idle job worker polls (seconds); tests shorten it. */
  jobPollingIntervalSeconds?: number;
  /** When the mailer's first retry may run (seconds; default 30); tests shorten it. */
  mailRetryAfterSeconds?: number;
}

/** Builds the platform services; what holds resources returns them through `close`. */
export async function createPlatform({
  config,
  db,
  logger,
  clock = systemClock,
  jobPollingIntervalSeconds,
  mailRetryAfterSeconds,
}: PlatformOptions): Promise<Platform & { close(): Promise<void> }> {
  const jobs = await createJobRunner({
    db,
    config,
    logger,
    ...(jobPollingIntervalSeconds ? { pollingIntervalSeconds: jobPollingIntervalSeconds } : {}),
  });
  const events = createEventBus({ db, logger });
  try {
    await events.ready();
    const mailer = createMailer({
      db,
      config,
      logger,
      jobs,
      ...(mailRetryAfterSeconds !== undefined ? { retryAfterSeconds: mailRetryAfterSeconds } : {}),
    });
    await registerMailJobs(jobs, mailer);
    await jobs.work('events.prune', async () => {
      await events.prune();
    });
    await jobs.schedule('events.prune', '* * * * *');
    const storage = await createFileStorage({ config, clock, logger });
    return {
      config,
      db,
      logger,
      clock,
      mailer,
      storage,
      jobs,
      events,
      rateLimiter: rateLimiters(clock),
      close: async () => {
        await jobs.stop();
        await events.close();
        await storage.close();
      },
    };
  } catch (error) {
    await jobs.stop().catch(() => {});
    await events.close();
    throw error;
  }
}

/** The identity pool's mail goes out through the platform's outbox (and SMTP when configured). */
export const identityMail =
  (mailer: Mailer): SendMail =>
  async (mail) => {
    await mailer.sendMail(mail);
  };
