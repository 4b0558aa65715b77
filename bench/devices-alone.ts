/**
 * `node --import tsx bench/devices-alone.ts`: the devices figures on their own, without the rest
 * of `npm run bench` (no web build, no other seeds). A fresh embedded PostgreSQL with the demo
 * data and the 10,000-location organisation, the real app (bench/api-server.ts) as its own
 * process, then `measureDevices`. BENCH_PROFILE_DIR=<folder>: the API server writes a CPU profile
 * there when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
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
import { measureDevices, printDevices, seedDevicesBench } from './devices';
import { createLargeOrg } from './large-org';
import { signIn, waitFor } from './servers';

const root = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Demo@12345';
const dataDir = await mkdtemp(join(tmpdir(), 'fm-bench-devices-'));
await chmod(dataDir, 0o755);
const children: ChildProcess[] = [];
const embedded = await startEmbeddedPostgres({ dataDir, logger: pino({ level: 'warn' }) });
try {
  const database = connectDatabase(embedded.url);
  await runMigrations(database.pool);
  const config = loadConfig({ DATABASE_URL: embedded.url, NODE_ENV: 'development' });
  const platform = await createPlatform({
    config: { ...config, JOBS: 'off' },
    db: database.db,
    logger: pino({ level: 'warn' }),
  });
  const identity = await createIdentity({ ...platform, sendMail: identityMail(platform.mailer) });
  const admin = identity.kind === 'embedded' ? identity.admin : null;
  const seed = admin && (await seedDemoData(database.db, { admin, demoPassword: PASSWORD }));
  if (!admin || !seed) throw new Error('The bench needs the embedded pool and a fresh database');
  const large = await createLargeOrg(database.db, admin, PASSWORD);
  const bench = await seedDevicesBench(database.db, large.orgId);
  await platform.close();
  await database.pool.query('vacuum analyze');
  await database.pool.query('checkpoint');
  await database.close();

  const apiPort = await freePort();
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  children.push(
    spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/api-server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: embedded.url,
        DATA_DIR: join(dataDir, 'api-server'),
        PORT: String(apiPort),
        PUBLIC_URL: 'http://localhost:3000',
        IDENTITY_ADDRESS_RATE_LIMIT: '0',
        IDENTITY_USER_RATE_LIMIT: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const api = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${api}/api/health`);
  const bearer = { authorization: `Bearer ${await signIn(api, large.email, PASSWORD)}` };
  printDevices(await measureDevices(api, bearer, bench));
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
