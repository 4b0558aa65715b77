/**
 * Devices figures (issue 10), all through the API server the bench starts (HTTP, the real
 * ingestion service with the organisation's alert rules on): sustained ingestion in readings/s
 * (`POST /api/telemetry`, batches and single readings), reading-to-alert latency at an SSE
 * client, the devices list at 10,000 devices (server time per page) and a 30-day chart.
 * Printed by `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { emptySensorData } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { newDeviceKey } from '../apps/server/src/modules/devices/keys';
import { openEventStream } from '../apps/server/test/sse-client';
import { printTimings, timeRequests, type Timing } from './workforce';

export const BENCH_DEVICES = 10_000;
/** Devices that send readings in the ingestion run (each its own key and timeline). */
const SENDERS = 32;
/** Batches come from a few connections; single readings from many (one device each, mostly). */
const BATCH_CONNECTIONS = 4;
const SINGLE_CONNECTIONS = 20;
const INGEST_SECONDS = Number(process.env.BENCH_DEVICES_SECONDS ?? 10);
const BATCH = 100;
const ALERT_SAMPLES = 50;
const DAY_MS = 86_400_000;

export interface DevicesBench {
  orgId: number;
  /** Keys of the sending devices; the last one is the alert latency device. */
  keys: { id: string; key: string }[];
  chartDeviceId: string;
  chartReadings: number;
}

/**
 * 10,000 devices across the organisation's locations (online, not simulated), keys for the
 * senders, two alert rules every reading is judged against (CO2 above 1500 at once, temperature
 * above 30 for 5 minutes), and 30 days of readings every minute for one device, rolled up.
 */
export async function seedDevicesBench(db: Database, orgId: number): Promise<DevicesBench> {
  await db.execute(sql`
    insert into devices
      (org_id, location_id, name, type, serial_number, status, last_updated, sensor_data,
       key_hash, key_prefix)
    select ${orgId}, l.id, 'Sensor ' || lpad(g::text, 5, '0'),
      (array['environment', 'temperature', 'humidity'])[1 + g % 3], 'BENCH-' || g,
      (array['online', 'online', 'online', 'offline', 'pending'])[1 + g % 5], now(),
      ${JSON.stringify(emptySensorData)}::jsonb, md5(g::text || random()::text) || md5(random()::text),
      'dk_bench'
    from generate_series(1, ${BENCH_DEVICES}) as g
    join (select id, row_number() over (order by id) as n from locations where org_id = ${orgId}) l
      on l.n = 1 + (g - 1) % (select count(*) from locations where org_id = ${orgId})`);
  const senders = await db.execute<{ id: string }>(sql`
    select id from devices where org_id = ${orgId} order by serial_number limit ${SENDERS + 1}`);
  const keys: DevicesBench['keys'] = [];
  for (const { id } of senders.rows) {
    const key = newDeviceKey();
    await db.execute(sql`
      update devices set key_hash = ${key.hash}, key_prefix = ${key.prefix}, status = 'online'
      where id = ${id}`);
    keys.push({ id, key: key.key });
  }
  await db.execute(sql`
    insert into alert_rules (org_id, name, metric, comparison, threshold, duration_seconds, severity)
    values (${orgId}, 'CO2 high', 'co2Level', 'above', 1500, 0, 'warning'),
           (${orgId}, 'Warm for 5 minutes', 'temperature', 'above', 30, 300, 'warning')`);
  const chartDeviceId = keys[0]!.id;
  const inserted = await db.execute<{ n: number }>(sql`
    with rows as (
      insert into device_readings
        (org_id, device_id, taken_at, temperature, humidity, co2_level, sound_level)
      select ${orgId}, ${chartDeviceId}::uuid, t, 21 + sin(extract(epoch from t) / 3600),
        45, 600 + (extract(epoch from t)::bigint % 400), 40
      from generate_series(now() - interval '30 days' + interval '1 minute', now() - interval '1 minute',
        interval '1 minute') as t
      returning 1)
    select count(*)::int as n from rows`);
  await db.execute(sql`select roll_up_device_readings(make_interval(secs => 0))`);
  return { orgId, keys, chartDeviceId, chartReadings: inserted.rows[0]?.n ?? 0 };
}

interface IngestionRun {
  name: string;
  connections: number;
  readingsPerSecond: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/**
 * `connections` clients, each sending for its own devices in turn, for `INGEST_SECONDS`
 * (after a 2 s warm-up). Timestamps start a day ago and advance one second a reading per device,
 * so every reading is judged by both rules; readings stay under the thresholds (no alerts).
 */
async function ingest(
  api: string,
  bench: DevicesBench,
  batch: number,
  connections: number,
): Promise<IngestionRun> {
  const senders = bench.keys.slice(1, SENDERS + 1);
  const clock = new Map(senders.map((s) => [s.id, Date.now() - DAY_MS]));
  const times: number[] = [];
  let readings = 0;
  let errors = 0;
  const send = async (device: { id: string; key: string }, measure: boolean) => {
    const body =
      batch === 1
        ? { co2Level: 700, temperature: 22 }
        : {
            readings: Array.from({ length: batch }, (_, i) => {
              const at = clock.get(device.id)! + (i + 1) * 1000;
              return {
                timestamp: new Date(at).toISOString(),
                co2Level: 600 + (i % 50) * 10,
                temperature: 21 + (i % 10) / 10,
                humidity: 45,
              };
            }),
          };
    clock.set(device.id, clock.get(device.id)! + batch * 1000);
    const started = performance.now();
    const response = await fetch(`${api}/api/telemetry`, {
      method: 'POST',
      headers: { authorization: `Device ${device.key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (!measure) return;
    if (!response.ok) errors += 1;
    else readings += batch;
    times.push(performance.now() - started);
  };
  const worker = async (index: number, until: number, measure: boolean) => {
    const mine = senders.filter((_, i) => i % connections === index);
    for (let n = 0; performance.now() < until; n += 1) await send(mine[n % mine.length]!, measure);
  };
  const workers = (seconds: number, measure: boolean) => {
    const until = performance.now() + seconds * 1000;
    return Promise.all(Array.from({ length: connections }, (_, i) => worker(i, until, measure)));
  };
  await workers(2, false);
  const started = performance.now();
  await workers(INGEST_SECONDS, true);
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    name: batch === 1 ? 'single readings' : `batches of ${batch}`,
    connections,
    readingsPerSecond: Math.round(readings / seconds),
    requestsPerSecond: Math.round(times.length / seconds),
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    errors,
  };
}

interface AlertLatency {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * One device, one reading at a time: a reading over the CO2 rule is posted and the clock runs
 * until the stream of a user of the organisation (another connection of the same server) gets
 * the `devices.alert.changed` event naming the raised alert; a reading under it clears the alert
 * before the next sample (not timed).
 */
async function alertLatency(
  api: string,
  authorization: string,
  device: { id: string; key: string },
): Promise<AlertLatency> {
  const stream = await openEventStream(api, authorization);
  const post = (co2Level: number) =>
    fetch(`${api}/api/telemetry`, {
      method: 'POST',
      headers: { authorization: `Device ${device.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ co2Level }),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`telemetry: ${response.status} ${await response.text()}`);
    });
  const isAlert =
    (raised: boolean) => (m: { json: { type: string; data?: Record<string, unknown> } }) =>
      m.json.type === 'devices.alert.changed' &&
      m.json.data?.deviceId === device.id &&
      (m.json.data.raised as unknown[]).length > 0 === raised;
  const times: number[] = [];
  try {
    for (let i = 0; i < ALERT_SAMPLES + 5; i += 1) {
      stream.messages.length = 0;
      const started = performance.now();
      await post(1800);
      const message = await stream.waitFor(isAlert(true));
      if (i >= 5) times.push(message.receivedAt - started);
      stream.messages.length = 0;
      await post(600);
      await stream.waitFor(isAlert(false));
    }
  } finally {
    stream.close();
  }
  times.sort((a, b) => a - b);
  return {
    samples: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times[times.length - 1] ?? 0,
  };
}

export interface DevicesFigures {
  ingestion: IngestionRun[];
  alert: AlertLatency;
  reads: Timing[];
}

export async function measureDevices(
  api: string,
  headers: Record<string, string>,
  bench: DevicesBench,
): Promise<DevicesFigures> {
  const ingestion = [
    await ingest(api, bench, BATCH, BATCH_CONNECTIONS),
    await ingest(api, bench, 1, SINGLE_CONNECTIONS),
  ];
  const alert = await alertLatency(api, headers.authorization!, bench.keys[SENDERS]!);
  const to = new Date();
  const from = new Date(to.getTime() - 30 * DAY_MS);
  const range = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  const reads = [
    await timeRequests(
      `devices list, ${BENCH_DEVICES} devices, first page of 50`,
      `${api}/api/devices?page=1&limit=50`,
      headers,
    ),
    await timeRequests(
      `devices list, ${BENCH_DEVICES} devices, page 150 of 50`,
      `${api}/api/devices?page=150&limit=50`,
      headers,
    ),
    await timeRequests(
      `devices list, ${BENCH_DEVICES} devices, status offline, page 1`,
      `${api}/api/devices?page=1&limit=50&status=offline`,
      headers,
    ),
    await timeRequests(
      `devices list, ${BENCH_DEVICES} devices, search 'Sensor 07'`,
      `${api}/api/devices?page=1&limit=50&search=Sensor%2007`,
      headers,
    ),
    await timeRequests(
      `30-day chart of one device (${bench.chartReadings} readings, hourly rollups)`,
      `${api}/api/devices/${bench.chartDeviceId}/readings?${range}`,
      headers,
    ),
  ];
  return { ingestion, alert, reads };
}

export function printDevices({ ingestion, alert, reads }: DevicesFigures) {
  console.log(
    `\nDevice ingestion, POST /api/telemetry to the API server (the real ingestion service, 2 alert ` +
      `rules judged per reading), ${SENDERS} devices, ` +
      `${INGEST_SECONDS} s after a 2 s warm-up:`,
  );
  for (const run of ingestion)
    console.log(
      `  ${run.name.padEnd(16)} ${String(run.readingsPerSecond).padStart(7)} readings/s ` +
        `(${run.connections} connections, ${run.requestsPerSecond} requests/s, ` +
        `p50 ${run.p50Ms.toFixed(1)} ms, ` +
        `p95 ${run.p95Ms.toFixed(1)} ms, ${run.errors} errors)`,
    );
  console.log(
    `\nReading to alert at an SSE client (POST of a reading over a rule until the stream gets ` +
      `alerts.changed, ${alert.samples} samples one at a time): p50 ${alert.p50Ms.toFixed(1)} ms, ` +
      `p95 ${alert.p95Ms.toFixed(1)} ms, max ${alert.maxMs.toFixed(1)} ms`,
  );
  printTimings('Devices reads (sequential requests, 1 connection, after 3 warm-ups)', reads);
}
