/**
 * `node --import tsx bench/request-path-alone.ts`: the request path's two ratios on their own,
 * without the rest of `npm run bench`. A fresh embedded PostgreSQL with the demo data, the real
 * app (bench/api-server.ts) and the bare yardstick as their own processes, then
 * `measureRequestPath`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { freePort } from '../apps/server/src/db/free-port';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo';
import { createIdentity } from '@fm/identity';
import { createPlatform, identityMail } from '../apps/server/src/platform';
import { measureRequestPath, printRequestPath, requestPathBodies } from './request-path';
import { signIn, waitFor } from './servers';

const root = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Demo@12345';
const dataDir = await mkdtemp(join(tmpdir(), 'fm-bench-path-'));
await chmod(dataDir, 0o755);
const children: ChildProcess[] = [];
const start = (script: string, env: Record<string, string>) => {
  // BENCH_PROFILE_DIR=<folder>: the API server writes a CPU profile there when it stops.
  const profile =
    process.env.BENCH_PROFILE_DIR && script.includes('api-server')
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
      : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child.pid;
};
const embedded = await startEmbeddedPostgres({ dataDir, logger: pino({ level: 'warn' }) });
try {
  const database = connectDatabase(embedded.url);
  await runMigrations(database.pool);
  const config = loadConfig({ DATABASE_URL: embedded.url, NODE_ENV: 'development' });
  const platform = await createPlatform({
    config,
    db: database.db,
    logger: pino({ level: 'warn' }),
  });
  const identity = await createIdentity({ ...platform, sendMail: identityMail(platform.mailer) });
  const admin = identity.kind === 'embedded' ? identity.admin : null;
  const seed = admin && (await seedDemoData(database.db, { admin, demoPassword: PASSWORD }));
  if (!seed) throw new Error('The bench needs the embedded pool and a fresh database');
  await platform.close();
  await database.close();

  const [apiPort, barePort] = [await freePort(), await freePort()];
  const apiPid = start('bench/api-server.ts', {
    DATABASE_URL: embedded.url,
    DATA_DIR: join(dataDir, 'api-server'),
    PORT: String(apiPort),
    PUBLIC_URL: 'http://localhost:3000',
    IDENTITY_ADDRESS_RATE_LIMIT: '0',
    IDENTITY_USER_RATE_LIMIT: '0',
  });
  const api = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${api}/api/health`);
  const bearer = { authorization: `Bearer ${await signIn(api, 'admin@demo.example', PASSWORD)}` };
  const bodies = await requestPathBodies(api, bearer, seed.demoOrgId);
  const bodiesFile = join(dataDir, 'bare-bodies.json');
  await writeFile(
    bodiesFile,
    JSON.stringify({
      organization: JSON.parse(bodies.organization),
      locations: JSON.parse(bodies.locations),
    }),
  );
  const barePid = start('bench/bare-server.ts', {
    PORT: String(barePort),
    BARE_BODIES: bodiesFile,
  });
  const bare = `http://127.0.0.1:${barePort}`;
  await waitFor(`${bare}/bare`);
  printRequestPath(
    await measureRequestPath({
      api,
      bare,
      bearer,
      orgId: seed.demoOrgId,
      bodies,
      pids: { api: apiPid, bare: barePid },
    }),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
        ),
    ),
  );
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
