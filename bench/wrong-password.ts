/**
 * `node --import tsx bench/wrong-password.ts`: how long a wrong password takes to be refused
 * for a real user and for a name that is no user (finding 9a: the two must cost the same, so
 * that timing tells nobody whether an account exists). A fresh embedded PostgreSQL, the pool's
 * protocol in-process (inject, no network), attempts interleaved; each real user fails at most
 * four times (the fifth would lock them, and a locked user is refused before any work).
 * Printed figures only, never assertions.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIdentity } from '@fm/identity';
import Fastify from 'fastify';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { runMigrations } from '../apps/server/src/db/migrate';

const PEOPLE = 40;
const ATTEMPTS_EACH = 4;

const dataDir = await mkdtemp(join(tmpdir(), 'fm-bench-wrong-password-'));
await chmod(dataDir, 0o755);
const embedded = await startEmbeddedPostgres({ dataDir, logger: pino({ level: 'warn' }) });
try {
  const database = connectDatabase(embedded.url);
  await runMigrations(database.pool);
  const config = loadConfig({
    DATABASE_URL: embedded.url,
    IDENTITY_ADDRESS_RATE_LIMIT: '0',
    IDENTITY_USER_RATE_LIMIT: '0',
  });
  const identity = await createIdentity({
    db: database.db,
    config,
    logger: pino({ level: 'warn' }),
    sendMail: async () => {},
  });
  if (identity.kind !== 'embedded') throw new Error('The bench needs the embedded pool');
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await app.register(identity.protocol);
  await app.ready();

  const people: string[] = [];
  for (let i = 0; i < PEOPLE; i += 1) {
    const email = `person${i}@bench.example`;
    await identity.admin.createUser({
      email,
      attributes: { 'custom:orgId': '1' },
      groups: ['user'],
      password: 'Bench@12345',
      temporary: false,
    });
    people.push(email);
  }
  const attempt = async (email: string) => {
    const started = process.hrtime.bigint();
    const response = await app.inject({
      method: 'POST',
      url: '/identity',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.pool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: 'Wrong@12345' },
      }),
    });
    if (response.json().message !== 'Incorrect username or password.')
      throw new Error(`Unexpected answer for ${email}: ${response.body}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  // Warm-up (argon2, prepared plans, the connection pool).
  for (let i = 0; i < 5; i += 1) await attempt(`warm${i}@bench.example`);

  const real: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < ATTEMPTS_EACH; round += 1)
    for (const [i, email] of people.entries()) {
      real.push(await attempt(email));
      unknown.push(await attempt(`nobody${round}-${i}@bench.example`));
    }
  const quantile = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
  const line = (label: string, values: number[]) =>
    `${label}: p50 ${quantile(values, 0.5).toFixed(2)} ms, p95 ${quantile(values, 0.95).toFixed(2)} ms`;
  console.log(`wrong password, ${real.length} attempts each, interleaved (in-process):`);
  console.log(`  ${line('real user   ', real)}`);
  console.log(`  ${line('unknown name', unknown)}`);
  console.log(
    `  difference of the medians: ${(quantile(real, 0.5) - quantile(unknown, 0.5)).toFixed(2)} ms`,
  );
  await app.close();
  await database.close();
} finally {
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
