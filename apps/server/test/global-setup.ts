import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';
import { createJobRunner } from '../src/platform/jobs/runner';
import { databaseUrl } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test server; the database part is replaced per test file. */
    serverUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary folder, or the server that
 * TEST_DATABASE_URL names. A template database is migrated once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(join(tmpdir(), 'fm-api-tests-'));
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir,
      logger: pino({ level: 'silent' }),
      database: 'postgres',
    });
    serverUrl = embedded.url;
  }

  const templateDatabase = `fm_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  const template = connectDatabase(databaseUrl(serverUrl, templateDatabase), { max: 1 });
  await runMigrations(template.pool);
  // pg-boss's tables too, so that no test file waits for them.
  const jobs = await createJobRunner({
    db: template.db,
    config: { JOBS: 'off', JOBS_CONCURRENCY: 1 },
    logger: pino({ level: 'silent' }),
  });
  await jobs.stop();
  await template.close();

  project.provide('serverUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
