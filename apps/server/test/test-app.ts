import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, type Database } from '../src/db/client';
import { seedDemoData, type SeedResult } from '../src/db/seed/seed-demo';
import { databaseUrl } from './database-url';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** Ids of the two seeded organisations. */
  seed: SeedResult;
  close(): Promise<void>;
}

export const testConfig = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/nonexistent',
});

/** Runs `sql` on the test server's maintenance database. */
async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('serverUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of this test file's own, cloned from the migrated template and filled with the demo
 * organisations, and the real app on top of it (no network port: requests go through inject).
 */
export async function createTestContext(): Promise<TestContext> {
  const name = `fm_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const database = connectDatabase(databaseUrl(inject('serverUrl'), name), { max: 4 });
  const seed = await seedDemoData(database.db);
  if (!seed) throw new Error('A fresh test database should be empty');
  const app = await buildApp({
    config: testConfig,
    db: database.db,
    logger: pino({ level: 'silent' }),
    webRoot: null,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    seed,
    close: async () => {
      await app.close();
      await database.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
