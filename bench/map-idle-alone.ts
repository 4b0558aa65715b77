/**
 * `node --import tsx bench/map-idle-alone.ts` (after `npm run build`): the /map idle figure on
 * its own, without the rest of `npm run bench`. A fresh embedded PostgreSQL with the demo data
 * and a 10,000-location organisation, the real server (`apps/server/src/main.ts`) serving the
 * built web app, then `measureMapIdle`.
 */
import { spawn } from 'node:child_process';
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
import { createLargeOrg, LARGE_ORG_SIZE } from './large-org';
import { measureMapIdle, printMapIdle } from './map-idle';

const root = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Demo@12345';
const dataDir = await mkdtemp(join(tmpdir(), 'fm-bench-map-'));
await chmod(dataDir, 0o755);
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
  if (!admin) throw new Error('The bench needs the embedded pool');
  await seedDemoData(database.db, { admin, demoPassword: PASSWORD });
  const large = await createLargeOrg(database.db, admin, PASSWORD);
  await platform.close();
  await database.close();

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: embedded.url,
      DATA_DIR: join(dataDir, 'server'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 300; i += 1) {
      const ok = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    printMapIdle(
      await measureMapIdle({
        baseUrl,
        email: large.email,
        password: PASSWORD,
        expected: LARGE_ORG_SIZE,
      }),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
} finally {
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
