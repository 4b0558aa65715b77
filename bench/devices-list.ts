/**
 * The devices list alone (issue 10 follow-up): `listDevices` in this process against an embedded
 * PostgreSQL holding 10,000 devices over 10,000 locations, as `bench/devices.ts` seeds them, so a
 * change to the list's SQL can be measured without the whole devices bench (ingestion, alerts).
 * The figure is the service's time per page (one tenant transaction: the counts and the page),
 * without HTTP. Not a test: nothing passes or fails on speed.
 *
 *   node --import tsx bench/devices-list.ts
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { emptySensorData, ListDevicesQuery, type ListDevicesQueryInput } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import type { Caller } from '../apps/server/src/auth/caller';
import { connectDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { runMigrations } from '../apps/server/src/db/migrate';
import type { ServiceContext } from '../apps/server/src/shared/service-context';
import { listDevices } from '../apps/server/src/modules/devices/service';
import type { Platform } from '../apps/server/src/platform';
import { generateLocations } from './generate-locations';

const DEVICES = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const cases: [string, ListDevicesQueryInput][] = [
  ['first page of 50 (by name)', { page: 1, limit: 50 }],
  ['page 150 of 50 (by name)', { page: 150, limit: 50 }],
  ['page 200 of 50 (by name, the last)', { page: 200, limit: 50 }],
  [
    'page 150 of 50, by last update desc',
    { page: 150, limit: 50, sortBy: 'lastUpdated', sortOrder: 'desc' },
  ],
  ['page 150 of 50, by location', { page: 150, limit: 50, sortBy: 'locationId' }],
  ['page 150 of 50, by serial number', { page: 150, limit: 50, sortBy: 'serialNumber' }],
  ['status offline, page 1', { page: 1, limit: 50, status: 'offline' }],
  ['status online, page 100', { page: 100, limit: 50, status: 'online' }],
  ['type humidity, page 60', { page: 60, limit: 50, type: 'humidity' }],
  ["search 'Sensor 07', page 1", { page: 1, limit: 50, search: 'Sensor 07' }],
];

const dataDir = await mkdtemp(join(tmpdir(), 'fm-bench-devices-list-'));
await chmod(dataDir, 0o755);
const embedded = await startEmbeddedPostgres({ dataDir, logger: pino({ level: 'warn' }) });
try {
  const database = connectDatabase(embedded.url);
  await runMigrations(database.pool);
  const orgId = await generateLocations(database.db, DEVICES);
  // The same devices as bench/devices.ts: names 'Sensor 00001'.., three types, 3/5 online.
  await database.db.execute(sql`
    insert into devices
      (org_id, location_id, name, type, serial_number, status, last_updated, sensor_data,
       key_hash, key_prefix)
    select ${orgId}, l.id, 'Sensor ' || lpad(g::text, 5, '0'),
      (array['environment', 'temperature', 'humidity'])[1 + g % 3], 'BENCH-' || g,
      (array['online', 'online', 'online', 'offline', 'pending'])[1 + g % 5],
      now() - make_interval(secs => g),
      ${JSON.stringify(emptySensorData)}::jsonb, md5(g::text || random()::text) || md5(random()::text),
      'dk_bench'
    from generate_series(1, ${DEVICES}) as g
    join (select id, row_number() over (order by id) as n from locations where org_id = ${orgId}) l
      on l.n = 1 + (g - 1) % (select count(*) from locations where org_id = ${orgId})`);
  await database.pool.query('vacuum analyze');
  await database.pool.query('checkpoint');

  const caller: Caller = {
    userId: 'bench',
    email: 'bench@bench.example',
    name: 'Bench',
    orgId,
    role: 'admin',
    groups: ['admin'],
    vendorId: null,
  };
  // listDevices reads only the database and the caller.
  const ctx: ServiceContext = { db: database.db, caller, platform: {} as Platform };
  console.log(
    `\nDevices list, listDevices in-process, ${DEVICES} devices, ${RUNS} sequential calls after 3 warm-ups:`,
  );
  for (const [name, input] of cases) {
    const query = ListDevicesQuery.parse(input);
    for (let i = 0; i < 3; i += 1) await listDevices(ctx, query);
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const data = await listDevices(ctx, query);
      times.push(performance.now() - started);
      rows = data.devices.length;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p90 = times[Math.floor(times.length * 0.9)]!;
    console.log(
      `  ${name.padEnd(40)} median ${median.toFixed(1).padStart(6)} ms, p90 ${p90.toFixed(1).padStart(6)} ms, ${rows} rows`,
    );
  }
  await database.close();
} finally {
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
