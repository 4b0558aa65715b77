import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connectDatabase, type Database } from '../src/db/client';
import { seedDemoData, type SeedResult } from '../src/db/seed/seed-demo';
import { createIdentity, type EmbeddedPool, type IdentityMail } from '@fm/identity';
import { createPlatform, identityMail, type Platform } from '../src/platform';
import type { Clock } from '../src/platform/clock';
import { databaseUrl } from './database-url';

export const DEMO_PASSWORD = 'Demo@12345';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  identity: EmbeddedPool;
  /**
   * Every mail the pool handed to the platform, whole (codes included), oldest first: the test
   * harness's own view, which no HTTP route offers.
   */
  identityMails: IdentityMail[];
  /** The services the app runs on (storage in a data folder of this file's own). */
  platform: Platform;
  /** Ids of the two seeded organisations. */
  seed: SeedResult;
  /** Signs in through the identity endpoint (USER_PASSWORD_AUTH) and returns the ID token. */
  signIn(email: string, password?: string): Promise<string>;
  /** `Authorization` header of a demo account (signed in once per file). */
  as(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export const testConfig = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/nonexistent',
  // Background work runs only where a test asks for it (createTestContext({ jobs: true })).
  JOBS: 'off',
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

export const cognitoHeaders = (operation: string) => ({
  'content-type': 'application/x-amz-json-1.1',
  'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
});

/**
 * A database of this test file's own, cloned from the migrated template, with the embedded user
 * pool, the demo organisations and their accounts, and the real app on top of it (no network
 * port: requests go through inject).
 */
export async function createTestContext({
  clock,
  jobs = false,
  config: overrides = {},
}: {
  clock?: Clock;
  /** Settings of this file's server, over the test defaults. */
  config?: Partial<Config>;
  /** Run jobs in this file (JOBS=on, workers poll every half second); off: jobs are only queued. */
  jobs?: boolean;
} = {}): Promise<TestContext> {
  const name = `fm_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const database = connectDatabase(databaseUrl(inject('serverUrl'), name), { max: 4 });
  const logger = pino({ level: process.env.TEST_LOG ?? 'silent' });
  // The local file storage keeps its files and signing secret here.
  const dataDir = await mkdtemp(join(tmpdir(), 'fm-test-data-'));
  const config: Config = {
    ...testConfig,
    DATA_DIR: dataDir,
    JOBS: jobs ? 'on' : 'off',
    ...overrides,
  };
  const platform = await createPlatform({
    config,
    db: database.db,
    logger,
    clock,
    jobPollingIntervalSeconds: 0.5,
    mailRetryAfterSeconds: 1,
  });
  const identityMails: IdentityMail[] = [];
  const sendMail = identityMail(platform.mailer);
  const identity = await createIdentity({
    ...platform,
    sendMail: async (mail) => {
      identityMails.push(mail);
      await sendMail(mail);
    },
  });
  if (identity.kind !== 'embedded') throw new Error('The tests run on the embedded pool');
  const seed = await seedDemoData(database.db, {
    admin: identity.admin,
    demoPassword: DEMO_PASSWORD,
  });
  if (!seed) throw new Error('A fresh test database should be empty');
  const app = await buildApp({ platform, identity, webRoot: null });
  await app.ready();

  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: '/identity',
      headers: cognitoHeaders('InitiateAuth'),
      payload: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.pool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    });
    if (response.statusCode !== 200)
      throw new Error(`Sign-in of ${email} failed: ${response.body}`);
    return (response.json() as { AuthenticationResult: { IdToken: string } }).AuthenticationResult
      .IdToken;
  };
  const tokens = new Map<string, Promise<string>>();

  return {
    app,
    db: database.db,
    identity,
    identityMails,
    platform,
    seed,
    signIn,
    async as(email) {
      if (!tokens.has(email)) tokens.set(email, signIn(email));
      return { authorization: `Bearer ${await tokens.get(email)}` };
    },
    close: async () => {
      await app.close();
      await platform.close();
      await database.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
