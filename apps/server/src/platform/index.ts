import type { SendMail } from '@fm/identity';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { systemClock, type Clock } from './clock';
import { createMailer, type Mailer } from './mail/mailer';
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
}

export interface PlatformOptions {
  config: Config;
  db: Database;
  logger: FastifyBaseLogger;
  clock?: Clock;
}

/** Builds the platform services; what holds resources returns them through `close`. */
export async function createPlatform({
  config,
  db,
  logger,
  clock = systemClock,
}: PlatformOptions): Promise<Platform & { close(): Promise<void> }> {
  const mailer = createMailer({ db, config, logger });
  const storage = await createFileStorage({ config, clock, logger });
  return { config, db, logger, clock, mailer, storage, close: () => storage.close() };
}

/** The identity pool's mail goes out through the platform's outbox (and SMTP when configured). */
export const identityMail =
  (mailer: Mailer): SendMail =>
  async (mail) => {
    await mailer.sendMail(mail);
  };
