/**
 * `npm run bench`: one run that prints the figures the issues ask for. Not a test: nothing here
 * passes or fails on speed. The server runs as its own process on a real embedded PostgreSQL,
 * the load comes from this process (autocannon), so both share this machine's cores.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { connectDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { freePort } from '../apps/server/src/db/free-port';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo';
import { loadConfig } from '../apps/server/src/config';
import { createIdentity } from '@fm/identity';
import { createPlatform, identityMail } from '../apps/server/src/platform';
import { coldListLatency } from './cold-list';
import { BENCH_DEVICES, measureDevices, printDevices, seedDevicesBench } from './devices';
import { EVENT_SAMPLES, measureEventLatency, printEventLatency } from './event-latency';
import { measureFileTransfer, printFileTransfer, TRANSFER_MB } from './file-transfer';
import { firstScreenSize } from './first-screen';
import { measureHeaderSearch, printHeaderSearch } from './header-search';
import { createLargeOrg, LARGE_ORG_SIZE } from './large-org';
import { listCost, printListCost } from './list-cost';
import { CONNECTIONS, DURATION_S, load, printFigures, type Run } from './load';
import { measureMapIdle, printMapIdle } from './map-idle';
import {
  measureReportUpload,
  measureStatusGrid,
  printReportUpload,
  printStatusGrid,
  seedLargeOrgPestControl,
} from './pest-control';
import { measureRequestPath, printRequestPath, requestPathBodies } from './request-path';
import { signIn as signInAs, signInBody as signInBodyFor, waitFor } from './servers';
import { measureSrpSignIns } from './srp-sign-ins';
import {
  BENCH_EMPLOYEES,
  BENCH_MONTH,
  printTimings,
  seedWorkforceBench,
  timeRequests,
  type Timing,
} from './workforce';

const root = fileURLToPath(new URL('..', import.meta.url));
const DEMO_PASSWORD = 'Demo@12345';
/** `BENCH_ONLY=10000` runs only the figures whose name contains the text (and the yardstick). */
const ONLY = process.env.BENCH_ONLY;
const SRP_CONCURRENCY = Number(process.env.BENCH_SRP_CONCURRENCY ?? 8);
const signIn = (api: string, email: string) => signInAs(api, email, DEMO_PASSWORD);
const signInBody = (clientId: string, email: string) =>
  signInBodyFor(clientId, email, DEMO_PASSWORD);

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'fm-bench-'));
await chmod(dataDir, 0o755);
const children: ChildProcess[] = [];
const embedded = await startEmbeddedPostgres({ dataDir, logger: pino({ level: 'warn' }) });
try {
  const database = connectDatabase(embedded.url);
  await runMigrations(database.pool);
  const config = loadConfig({ DATABASE_URL: embedded.url, NODE_ENV: 'development' });
  const setupPlatform = await createPlatform({
    config: { ...config, JOBS: 'off' },
    db: database.db,
    logger: pino({ level: 'warn' }),
  });
  const identity = await createIdentity({
    ...setupPlatform,
    sendMail: identityMail(setupPlatform.mailer),
  });
  const admin = identity.kind === 'embedded' ? identity.admin : null;
  const seed = await seedDemoData(database.db, { admin, demoPassword: DEMO_PASSWORD });
  if (!admin || !seed) throw new Error('The bench needs the embedded pool and a fresh database');
  const large = await createLargeOrg(database.db, admin, DEMO_PASSWORD);
  const attendanceRecords = await seedWorkforceBench(database.db, large.orgId);
  await seedLargeOrgPestControl(database.db, large.orgId);
  const devicesName = `devices ${BENCH_DEVICES}`;
  const devicesBench =
    !ONLY || devicesName.includes(ONLY) ? await seedDevicesBench(database.db, large.orgId) : null;
  const demoBranch = await database.pool.query<{ location_id: number }>(
    `select location_id from locations where org_id = $1 and status = 'active' order by location_id limit 1`,
    [seed.demoOrgId],
  );
  const costs = [
    {
      label: 'GET /api/locations cost, demo organisation',
      cost: await listCost(database.db, seed.demoOrgId),
    },
    {
      label: `GET /api/locations cost, ${LARGE_ORG_SIZE} locations`,
      cost: await listCost(database.db, large.orgId),
    },
  ];
  await setupPlatform.close();
  // The setup wrote tens of thousands of rows: let PostgreSQL settle (statistics, dirty pages)
  // now, so autovacuum and the checkpoint do not land on the first figures measured.
  await database.pool.query('vacuum analyze');
  await database.pool.query('checkpoint');
  await database.close();

  const [apiPort, openPort, barePort] = [await freePort(), await freePort(), await freePort()];
  // The API servers keep uploaded files (and the storage's signing secret) here.
  const apiDataDir = join(dataDir, 'api-server');
  const serverEnv = (port: number) => ({
    DATABASE_URL: embedded.url,
    DATA_DIR: apiDataDir,
    PORT: String(port),
    PUBLIC_URL: 'http://localhost:3000',
    // The load comes from one address and a few accounts: the sign-in burst limits would
    // measure themselves, not the server.
    IDENTITY_ADDRESS_RATE_LIMIT: '0',
    IDENTITY_USER_RATE_LIMIT: '0',
  });
  const apiServer = startProcess(['bench/api-server.ts'], serverEnv(apiPort));
  children.push(
    apiServer,
    startProcess(['bench/api-server.ts'], { ...serverEnv(openPort), BENCH_VERIFY: 'false' }),
  );
  const api = `http://127.0.0.1:${apiPort}`;
  const unverified = `http://127.0.0.1:${openPort}`;
  await Promise.all([waitFor(`${api}/api/health`), waitFor(`${unverified}/api/health`)]);
  const token = await signIn(api, 'admin@demo.example');
  const bearer = { authorization: `Bearer ${token}` };
  // The yardstick serves the same bytes as the API's organisation and demo list.
  const bodies = await requestPathBodies(api, bearer, seed.demoOrgId);
  const bodiesFile = join(dataDir, 'bare-bodies.json');
  await writeFile(
    bodiesFile,
    JSON.stringify({
      organization: JSON.parse(bodies.organization) as unknown,
      locations: JSON.parse(bodies.locations) as unknown,
    }),
  );
  const bareServer = startProcess(['bench/bare-server.ts'], {
    PORT: String(barePort),
    BARE_BODIES: bodiesFile,
  });
  children.push(bareServer);
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  const { userPoolClientId: clientId, userPoolId } = (
    (await (await fetch(`${api}/api/config`)).json()) as {
      data: { identity: { userPoolClientId: string; userPoolId: string } };
    }
  ).data.identity;

  const bare = await load({
    name: 'bare Fastify route (yardstick)',
    url: `http://127.0.0.1:${barePort}/bare`,
  });
  const largeBearer = { authorization: `Bearer ${await signIn(api, large.email)}` };
  const largeList = `${api}/api/locations`;
  // What Chromium sends; the server picks brotli from it.
  const browser = { ...largeBearer, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const etag = (await fetch(largeList, { headers: largeBearer })).headers.get('etag') ?? 'W/"none"';
  const runs: Run[] = [
    { name: 'GET /api/health', url: `${api}/api/health` },
    { name: 'GET /api/locations, token verified', url: `${api}/api/locations`, headers: bearer },
    {
      name: 'GET /api/locations, token not verified',
      url: `${unverified}/api/locations`,
      headers: bearer,
    },
    {
      name: `GET /api/locations, ${LARGE_ORG_SIZE}`,
      url: largeList,
      headers: largeBearer,
      connections: 1,
    },
    {
      name: `GET /api/locations, ${LARGE_ORG_SIZE}`,
      url: largeList,
      headers: largeBearer,
      connections: 4,
    },
    {
      name: `GET /api/locations, ${LARGE_ORG_SIZE}, browser encodings`,
      url: largeList,
      headers: browser,
      connections: 4,
    },
    {
      name: `GET /api/locations, ${LARGE_ORG_SIZE}, If-None-Match`,
      url: largeList,
      headers: { ...browser, 'if-none-match': etag },
    },
    {
      name: 'sign-in (InitiateAuth USER_PASSWORD_AUTH)',
      url: `${api}/identity`,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify(signInBody(clientId, 'user@demo.example')),
    },
  ];
  const requestPath =
    !ONLY || 'request path'.includes(ONLY)
      ? await measureRequestPath({
          api,
          bare: `http://127.0.0.1:${barePort}`,
          bearer,
          orgId: seed.demoOrgId,
          bodies,
          pids: { api: apiServer.pid, bare: bareServer.pid },
        })
      : [];
  const figures = [bare];
  for (const run of runs) if (!ONLY || run.name.includes(ONLY)) figures.push(await load(run));
  const srpName = `complete SRP sign-ins (${SRP_CONCURRENCY} at a time)`;
  if (!ONLY || srpName.includes(ONLY)) {
    const srp = await measureSrpSignIns(
      { endpoint: `${api}/identity`, clientId, poolName: userPoolId.split('_')[1] ?? userPoolId },
      ['admin@demo.example', 'approver@demo.example', 'user@demo.example', 'viewer@demo.example'],
      DEMO_PASSWORD,
      { concurrency: SRP_CONCURRENCY, durationS: DURATION_S, warmUpS: 2 },
    );
    figures.push({
      name: srpName,
      connections: SRP_CONCURRENCY,
      requestsPerSecond: Math.round(srp.signInsPerSecond * 10) / 10,
      p50Ms: srp.p50Ms,
      p99Ms: srp.p99Ms,
      errors: srp.errors,
    });
  }
  const attendance: Timing[] = [];
  if (!ONLY || 'attendance'.includes(ONLY)) {
    const { month, year } = BENCH_MONTH;
    attendance.push(
      await timeRequests(
        `monthly report, ${BENCH_EMPLOYEES} employees x 31 days (goal <= 150 ms)`,
        `${api}/api/attendance-report/monthly/${large.orgId}?month=${month}&year=${year}`,
        largeBearer,
      ),
      await timeRequests(
        `register, one day of ${attendanceRecords} records, page of 50 + summary`,
        `${api}/api/attendance-register/${large.orgId}?date=2026-07-15`,
        largeBearer,
      ),
      await timeRequests(
        `register, ${attendanceRecords} records, search 'Person 04' on another day`,
        `${api}/api/attendance-register/${large.orgId}?date=2026-08-20&search=Person%2004`,
        largeBearer,
      ),
    );
  }
  const transferName = `file transfer ${TRANSFER_MB} MB`;
  const transfer =
    !ONLY || transferName.includes(ONLY) ? await measureFileTransfer(api, apiDataDir) : null;
  const gridName = `pest control status grid ${LARGE_ORG_SIZE}`;
  const grid = !ONLY || gridName.includes(ONLY) ? await measureStatusGrid(api, largeBearer) : null;
  const reportName = 'pest control report upload';
  const report =
    !ONLY || reportName.includes(ONLY)
      ? await measureReportUpload(
          api,
          { authorization: `Bearer ${await signIn(api, 'pest@demo.example')}` },
          { orgId: seed.demoOrgId, locationId: demoBranch.rows[0]!.location_id },
        )
      : null;
  const devices = devicesBench ? await measureDevices(api, largeBearer, devicesBench) : null;
  const uncompressed = { ...largeBearer, 'accept-encoding': 'identity' };
  const eventName = `event latency ${EVENT_SAMPLES}`;
  const events =
    !ONLY || eventName.includes(ONLY)
      ? await measureEventLatency({
          api,
          authorization: bearer.authorization,
          databaseUrl: embedded.url,
          orgId: seed.demoOrgId,
        })
      : null;
  const cold = {
    identityMs: await coldListLatency(embedded.url, large.orgId, largeList, uncompressed),
    browserMs: await coldListLatency(embedded.url, large.orgId, largeList, browser),
  };
  const bundle = firstScreenSize(join(root, 'apps/web/dist'));

  console.log(
    `\nBenchmarks - ${new Date().toISOString()}, ${cpus().length} cores, node ${process.version}`,
  );
  console.log(
    `autocannon: ${DURATION_S} s per route after a 2 s warm-up, ${CONNECTIONS} connections unless 'conn' says\n`,
  );
  printFigures(figures);
  if (requestPath.length) printRequestPath(requestPath);
  console.log(
    `\nFirst GET /api/locations after a change, ${LARGE_ORG_SIZE} locations (median of 9, ` +
      `1 connection): ${cold.identityMs.toFixed(0)} ms uncompressed, ` +
      `${cold.browserMs.toFixed(0)} ms with browser encodings`,
  );
  for (const { label, cost } of costs) printListCost(label, cost);
  if (transfer) printFileTransfer(transfer);
  if (grid) printStatusGrid(grid);
  if (report) printReportUpload(report);
  if (events) printEventLatency(events);
  if (devices) printDevices(devices);
  console.log(
    `\nFirst screen JavaScript: ${(bundle.gzip / 1024).toFixed(1)} KB gzipped (${(bundle.raw / 1024).toFixed(1)} KB raw)`,
  );
  for (const file of bundle.files)
    console.log(`  ${file.file.padEnd(40)} ${(file.gzip / 1024).toFixed(1).padStart(7)} KB gz`);

  printHeaderSearch(measureHeaderSearch());
  if (attendance.length)
    printTimings('Attendance (sequential requests, 1 connection, after 3 warm-ups)', attendance);

  // The map screen: the real server (with the web build) on the same database, in Chromium.
  if (!ONLY || `map idle ${LARGE_ORG_SIZE}`.includes(ONLY)) {
    const mapPort = await freePort();
    const mapServer = startProcess(['apps/server/src/main.ts'], {
      ...serverEnv(mapPort),
      DATA_DIR: join(dataDir, 'map-server'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    children.push(mapServer);
    await waitFor(`http://127.0.0.1:${mapPort}/api/health`);
    const mapIdle = await measureMapIdle({
      baseUrl: `http://127.0.0.1:${mapPort}`,
      email: large.email,
      password: DEMO_PASSWORD,
      expected: LARGE_ORG_SIZE,
    });
    printMapIdle(mapIdle);
    await mkdir(join(root, 'bench/results'), { recursive: true });
    await writeFile(join(root, 'bench/results/map-idle.json'), JSON.stringify(mapIdle, null, 2));
  }

  await mkdir(join(root, 'bench/results'), { recursive: true });
  await writeFile(
    join(root, 'bench/results/latest.json'),
    JSON.stringify(
      {
        figures,
        requestPath,
        cold,
        costs,
        bundle,
        transfer,
        events,
        attendance,
        grid,
        report,
        devices,
      },
      null,
      2,
    ),
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
