import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { createIdentity, TokenRejected, type EmbeddedPool, type IdentityConfig } from '../index';
import { internalsOf } from '../internals';
import type { Database } from '../db';
import type { EmbeddedIdentity, IdentityMail } from '../service';
import { createUser } from '../users';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test server; the database part is replaced per test file. */
    serverUrl: string;
    /** A database with every migration applied (the host's migrations create the pool's tables). */
    templateDatabase: string;
  }
}

export const DEMO_PASSWORD = 'Demo@12345';

/** The people every pool test may sign in as, in the host's two organisations 1 and 2. */
const testPeople = [
  { email: 'admin@demo.example', name: 'Priya Sharma', role: 'admin', org: 1 },
  { email: 'approver@demo.example', name: 'Rahul Verma', role: 'approver', org: 1 },
  { email: 'user@demo.example', name: 'Ananya Iyer', role: 'user', org: 1 },
  { email: 'viewer@demo.example', name: 'Vikram Singh', role: 'viewer', org: 1 },
  { email: 'vendor@demo.example', name: 'Meera Nair', role: 'vendor', org: 1 },
  { email: 'admin@other.example', name: 'Daniel Fernandes', role: 'admin', org: 2 },
] as const;

const testConfig: IdentityConfig = {
  PUBLIC_URL: 'http://localhost:3000',
  COGNITO_REGION: 'ap-south-1',
  ID_TOKEN_TTL_SECONDS: 3600,
  ACCESS_TOKEN_TTL_SECONDS: 3600,
  REFRESH_TOKEN_TTL_DAYS: 30,
  IDENTITY_MFA: 'optional',
  IDENTITY_ADDRESS_RATE_LIMIT: 1200,
  IDENTITY_USER_RATE_LIMIT: 120,
  IDENTITY_DEVICE_TRACKING: false,
  IDENTITY_LOG_CODES: false,
  IDENTITY_TEMPORARY_PASSWORD_DAYS: 7,
};

export interface TestContext {
  /** Fastify with the pool's protocol, and `GET /protected`: a resource server of its tokens. */
  app: FastifyInstance;
  db: Database;
  /** The public face, as a host sees it. */
  pool: EmbeddedPool;
  /** The internals, for the pool's own tests. */
  identity: EmbeddedIdentity;
  seed: { demoOrgId: number; otherOrgId: number };
  /** Every mail the pool handed to its host, oldest first. */
  mails: IdentityMail[];
  /** Every SQL statement the pool ran (text only, no values), oldest first; clear it at will. */
  queries: string[];
  /** What a resource server answers an ID token: 200, or 401 when the verifier refuses it. */
  apiStatus(idToken: string): Promise<number>;
  close(): Promise<void>;
}

export const cognitoHeaders = (operation: string) => ({
  'content-type': 'application/x-amz-json-1.1',
  'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
});

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('serverUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The pool alone, as a host would run it: a database of this test file's own (cloned from the
 * migrated template), the pool with an in-memory mail sink, its protocol on a bare Fastify, and
 * the test people.
 */
export async function createTestContext(): Promise<TestContext> {
  const name = `fm_identity_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const client = new pg.Pool({
    connectionString: databaseUrl(inject('serverUrl'), name),
    max: 4,
  });
  // The database is dropped WITH (FORCE) at the end: an idle client then gets FATAL 57P01,
  // which without a listener would be an unhandled error of the test run.
  client.on('error', () => {});
  const queries: string[] = [];
  const db: Database = drizzle({
    client,
    casing: 'snake_case',
    logger: { logQuery: (query) => queries.push(query) },
  });
  const mails: IdentityMail[] = [];
  const logger = pino({ level: 'silent' });
  const pool = await createIdentity({
    db,
    config: testConfig,
    logger,
    sendMail: async (mail) => {
      mails.push(mail);
    },
  });
  if (pool.kind !== 'embedded') throw new Error('The tests run on the embedded pool');
  const identity = internalsOf.get(pool)!;
  const seed = { demoOrgId: 1, otherOrgId: 2 };
  for (const person of testPeople)
    await createUser(db, identity.pool, {
      email: person.email,
      password: DEMO_PASSWORD,
      temporary: false,
      groups: [person.role],
      attributes: {
        name: person.name,
        'custom:orgId': String(person.org),
        'custom:role': person.role,
      },
    });

  // As the host configures it: the AWS SDK posts to `/identity/`.
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  await app.register(pool.protocol);
  app.get('/protected', async (request, reply) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    try {
      await pool.verifier.verifyIdToken(token);
      return { ok: true };
    } catch (error) {
      if (!(error instanceof TokenRejected)) throw error;
      return reply.status(401).send({ ok: false });
    }
  });
  await app.ready();

  return {
    app,
    db,
    pool,
    identity,
    seed,
    mails,
    queries,
    async apiStatus(idToken) {
      const response = await app.inject({
        method: 'GET',
        url: '/protected',
        headers: { authorization: `Bearer ${idToken}` },
      });
      return response.statusCode;
    },
    close: async () => {
      await app.close();
      await client.end();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
