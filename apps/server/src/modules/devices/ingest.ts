import {
  evaluateCondition,
  initialConditionState,
  ruleAlertMessage,
  type ConditionState,
  type NumericMetric,
  type AlertSeverity,
  type RuleComparison,
  type SensorData,
  type TelemetryReading,
} from '@fm/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PoolClient, QueryResult } from 'pg';
import type { Database, Transaction } from '../../db/client';
import { TENANT_ROLE } from '../../db/tenant';
import * as schema from '../../db/schema';
import { alerts } from '../../db/schema';
import { AppError, unauthenticated } from '../../http/errors';
import type { Platform } from '../../platform';
import { mailCriticalAlerts, type RaisedAlert } from './alert-mail';
import { CHANGED_IDS_MAX, DeviceChangeThrottle, deviceEvents } from './events';
import { hashDeviceKey } from './keys';
import { ensurePartitionsAround } from './partitions';

/** How far ahead of the server's clock a reading's timestamp may be (clock skew). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Readings written by one transaction at most (requests waiting beyond it go in the next one). */
const FLUSH_READINGS_MAX = 5000;
/** Transactions one process runs at once for one organisation's readings. */
const FLUSHES_PER_ORG = 2;
/** Keys remembered per process (key hash -> device); the oldest are forgotten beyond it. */
const KEY_CACHE_MAX = 50_000;

export interface IngestOptions {
  /** Raw readings are kept this many days; older timestamps are refused. */
  retentionDays: number;
}

interface TimedReading extends TelemetryReading {
  at: number;
}

/** A device that sends readings; `keyHash` null (the simulator) skips the key check. */
interface Owner {
  id: string;
  orgId: number;
  keyHash: string | null;
}

const metrics: NumericMetric[] = [
  'temperature',
  'humidity',
  'airQualityIndex',
  'co2Level',
  'soundLevel',
];

/**
 * Key hash -> device, per database (one per process; the API tests run several). Only a hint:
 * every write checks the key against the device row it locks, so a key rotated or a device
 * removed (by any process) is refused by the very next request, and its entry forgotten.
 */
const keyCaches = new WeakMap<Database, Map<string, { id: string; orgId: number }>>();

function keyCacheOf(db: Database) {
  let cache = keyCaches.get(db);
  if (!cache) {
    cache = new Map();
    keyCaches.set(db, cache);
  }
  return cache;
}

/** The device a key belongs to (owner connection: no tenant is known yet); null if none. */
export async function deviceForKey(db: Database, key: string) {
  const hash = hashDeviceKey(key);
  const cache = keyCacheOf(db);
  const known = cache.get(hash);
  if (known) return known;
  const result = await db.execute<{ id: string; orgId: number }>(
    sql`select id, org_id as "orgId" from devices where key_hash = ${hash}`,
  );
  const row = result.rows[0];
  if (!row) return null;
  if (cache.size >= KEY_CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(hash, { id: row.id, orgId: row.orgId });
  return { id: row.id, orgId: row.orgId };
}

const refused = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `Invalid request - ${path}: ${message}`, [
    { path, message },
  ]);

/** Timestamps: when given, within the retention window and not ahead of the clock. */
function timed(readings: TelemetryReading[], now: number, options: IngestOptions, batch: boolean) {
  const oldest = now - options.retentionDays * 86_400_000;
  return readings.map((reading, index): TimedReading => {
    const at = reading.timestamp === undefined ? now : Date.parse(reading.timestamp);
    const path = batch ? `readings.${index}.timestamp` : 'timestamp';
    if (at > now + FUTURE_TOLERANCE_MS) throw refused(path, 'must not be in the future');
    if (at < oldest) throw refused(path, `must be within the last ${options.retentionDays} days`);
    return { ...reading, at };
  });
}

/**
 * The one ingestion path (HTTP, MQTT and the simulator): checks the key, stores the readings,
 * updates the device's last values and status, and judges the organisation's alert rules on the
 * readings' own timestamps, all in one transaction (a refused request stores nothing), which it
 * shares with the organisation's requests waiting beside it (`IngestWriter`). Critical alerts
 * raised are mailed to the organisation's admins after commit.
 */
export async function ingestReadings(
  platform: Platform,
  key: string | null,
  readings: TelemetryReading[],
  options: IngestOptions & { batch?: boolean },
): Promise<{ accepted: number; deviceId: string }> {
  if (!key) throw unauthenticated('A device key is required: Authorization: Device <key>');
  const owner = await deviceForKey(platform.db, key);
  if (!owner) throw unauthenticated('Unknown device key');
  return ingestForDevice(platform, { ...owner, keyHash: hashDeviceKey(key) }, readings, options);
}

/** The same path for a device already known (the simulator): `keyHash` null skips the key check. */
export async function ingestForDevice(
  platform: Platform,
  owner: Owner,
  readings: TelemetryReading[],
  options: IngestOptions & { batch?: boolean },
): Promise<{ accepted: number; deviceId: string }> {
  const now = platform.clock.now().getTime();
  const batch = timed(readings, now, options, options.batch ?? readings.length > 1).sort(
    (a, b) => a.at - b.at,
  );
  await writerOf(platform).submit({ owner, readings: batch, now });
  return { accepted: batch.length, deviceId: owner.id };
}

/** Announces the readings whose `devices.changed` waits for the end of its window, now. */
export const announceDeviceChanges = (platform: Platform) => writerOf(platform).announceNow();

interface Entry {
  owner: Owner;
  readings: TimedReading[];
  /** The platform clock when the request came (the device was heard from then). */
  now: number;
}

interface Waiting extends Entry {
  resolve(): void;
  reject(error: unknown): void;
}

const writers = new WeakMap<Platform, IngestWriter>();

function writerOf(platform: Platform): IngestWriter {
  let writer = writers.get(platform);
  if (!writer) {
    writer = new IngestWriter(platform);
    writers.set(platform, writer);
  }
  return writer;
}

/**
 * Group commit for readings (decision 037). Requests of one organisation that arrive while its
 * previous write is under way wait for the next one, which stores them all in one transaction
 * with a fixed number of statements: a transaction's round trips, not its rows, are what a
 * reading cost on a busy machine. Each request still gets its answer only once its readings are
 * committed, and a request refused (its key rotated away meanwhile) does not refuse the others.
 */
class IngestWriter {
  private readonly queues = new Map<number, { waiting: Waiting[]; flushing: number }>();
  private readonly throttle: DeviceChangeThrottle;

  constructor(private readonly platform: Platform) {
    this.throttle = new DeviceChangeThrottle(platform);
  }

  announceNow = () => this.throttle.announceNow();

  submit(entry: Entry): Promise<void> {
    let queue = this.queues.get(entry.owner.orgId);
    if (!queue) {
      queue = { waiting: [], flushing: 0 };
      this.queues.set(entry.owner.orgId, queue);
    }
    const done = new Promise<void>((resolve, reject) => {
      queue.waiting.push({ ...entry, resolve, reject });
    });
    if (queue.flushing < FLUSHES_PER_ORG) void this.drain(entry.owner.orgId, queue);
    return done;
  }

  private async drain(orgId: number, queue: { waiting: Waiting[]; flushing: number }) {
    queue.flushing += 1;
    try {
      while (queue.waiting.length > 0) {
        let readings = 0;
        let count = 0;
        while (
          count < queue.waiting.length &&
          (count === 0 || readings + queue.waiting[count]!.readings.length <= FLUSH_READINGS_MAX)
        ) {
          readings += queue.waiting[count]!.readings.length;
          count += 1;
        }
        const entries = queue.waiting.splice(0, count);
        // write answers every entry itself; this only keeps a bug from stopping the queue.
        await this.write(orgId, entries).catch((error: unknown) => {
          for (const entry of entries) entry.reject(error);
        });
      }
    } finally {
      queue.flushing -= 1;
      if (queue.flushing === 0 && queue.waiting.length === 0) this.queues.delete(orgId);
    }
  }

  private async write(orgId: number, entries: Waiting[]) {
    const { platform } = this;
    const run = () =>
      writeInTenant<Outcome, LockedDevice>(
        platform.db,
        orgId,
        lockDevices(orgId, entries),
        (tx, locked) => storeAndJudge(platform, this.throttle, tx, orgId, entries, locked),
      );
    let outcome: Outcome;
    try {
      try {
        outcome = await run();
      } catch (error) {
        // A day without its partition (the maintenance job has not run yet): make it, once.
        if ((error as { code?: string }).code !== '23514') throw error;
        await ensurePartitionsAround(
          platform.db,
          entries.flatMap((entry) => entry.readings.map((reading) => reading.at)),
        );
        outcome = await run();
      }
    } catch (error) {
      for (const entry of entries) entry.reject(error);
      return;
    }
    const cache = keyCacheOf(platform.db);
    for (const entry of entries) {
      if (!outcome.refused.has(entry)) entry.resolve();
      else {
        if (entry.owner.keyHash) cache.delete(entry.owner.keyHash);
        entry.reject(unauthenticated('Unknown device key'));
      }
    }
    if (outcome.unannounced.length > 0) this.throttle.defer(orgId, outcome.unannounced);
    if (outcome.raised.length > 0) void mailCriticalAlerts(platform, orgId, outcome.raised);
  }
}

/** Drizzle over one pooled connection, made once per connection (the pool reuses them). */
const drizzleOf = new WeakMap<PoolClient, Transaction>();

/**
 * `inTenant` for the ingestion writer, two round trips shorter: BEGIN, the tenant settings (the
 * non-owner role and the organisation, so row-level security applies as in `inTenant`) and the
 * transaction's first statement, `first`, go in one message; `work` gets its rows. Only numbers
 * and checked ids are written into that message.
 */
async function writeInTenant<T, Row>(
  db: Database,
  orgId: number,
  first: string,
  work: (tx: Transaction, rows: Row[]) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(orgId) || orgId <= 0) throw new Error('Not an organisation id');
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    const results = (await client.query(
      `begin; select set_config('role', '${TENANT_ROLE}', true), ` +
        `set_config('app.org_id', '${orgId}', true); ${first}`,
    )) as unknown as QueryResult[];
    let tx = drizzleOf.get(client);
    if (!tx) {
      // The same driver and dialect as the pool's; the session is this one connection.
      tx = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Transaction;
      drizzleOf.set(client, tx);
    }
    const result = await work(tx, results[2]!.rows as Row[]);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((failed: Error) => (broken = failed));
    throw error;
  } finally {
    client.release(broken);
  }
}

interface Outcome {
  /** Entries whose key no longer matches its device (or whose device is gone). */
  refused: Set<Entry>;
  raised: RaisedAlert[];
  /** Devices changed by this transaction that no event has announced yet. */
  unannounced: string[];
}

type LockedDevice = {
  id: string;
  name: string;
  type: string;
  status: string;
  locationId: string;
  sensorData: SensorData;
  ruleStates: Record<string, ConditionState>;
  keyHash: string;
  rules: {
    id: string;
    name: string;
    metric: NumericMetric;
    comparison: RuleComparison;
    threshold: number;
    durationSeconds: number;
    severity: AlertSeverity;
    locationId: string | null;
    deviceType: string | null;
  }[];
};

/** A column of the readings as one array parameter (unnest: one insert for any number of rows). */
const column = <R extends TimedReading, T>(rows: R[], pick: (reading: R) => T | undefined) =>
  sql.param(rows.map((reading) => pick(reading) ?? null));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Locks the devices' rows (in id order, so concurrent writes cannot deadlock: one device's
 * readings are judged one write after the other) and reads them with the organisation's enabled
 * rules. Sent in the message that opens the transaction, so it has no parameters: the ids (from
 * the devices table: the key lookup or the simulator) are checked to be UUIDs and written in.
 */
function lockDevices(orgId: number, entries: Entry[]): string {
  const ids = [...new Set(entries.map((entry) => entry.owner.id))].sort();
  if (!ids.every((id) => UUID.test(id))) throw new Error('Not a device id');
  return `
    with rules as (
      select coalesce(json_agg(json_build_object('id', id, 'name', name, 'metric', metric,
        'comparison', comparison, 'threshold', threshold, 'durationSeconds', duration_seconds,
        'severity', severity, 'locationId', location_id, 'deviceType', device_type)), '[]') as list
      from alert_rules where org_id = ${orgId} and enabled)
    select d.id, d.name, d.type, d.status, d.location_id as "locationId",
      d.sensor_data as "sensorData", d.rule_states as "ruleStates", d.key_hash as "keyHash",
      (select list from rules) as rules
    from devices d
    where d.org_id = ${orgId} and d.id in (${ids.map((id) => `'${id}'`).join(', ')})
    order by d.id for update of d`;
}

async function storeAndJudge(
  platform: Platform,
  throttle: DeviceChangeThrottle,
  tx: Transaction,
  orgId: number,
  entries: Entry[],
  locked: LockedDevice[],
): Promise<Outcome> {
  const devicesById = new Map(locked.map((device) => [device.id, device]));

  const refused = new Set<Entry>();
  const accepted = new Map<LockedDevice, Entry[]>();
  for (const entry of entries) {
    const device = devicesById.get(entry.owner.id);
    if (!device || (entry.owner.keyHash !== null && device.keyHash !== entry.owner.keyHash)) {
      refused.add(entry);
      continue;
    }
    accepted.set(device, [...(accepted.get(device) ?? []), entry]);
  }
  if (accepted.size === 0) return { refused, raised: [], unannounced: [] };

  const rows: (TimedReading & { deviceId: string })[] = [];
  const updates: {
    id: string;
    sensor_data: SensorData;
    rule_states: Record<string, ConditionState>;
    heard: string;
  }[] = [];
  const raised: RaisedAlert[] = [];
  const alerted = new Map<string, string[]>();
  const cameBack: string[] = [];
  let heardLast = 0;
  for (const [device, mine] of accepted) {
    // Requests in the order they came, each sorted by time: as if written one after the other.
    const readings = mine.flatMap((entry) => entry.readings);
    const heard = Math.max(...mine.map((entry) => entry.now));
    heardLast = Math.max(heardLast, heard);
    for (const reading of readings) rows.push({ ...reading, deviceId: device.id });

    // The device's last values: each metric from the newest reading that carries it.
    const sensorData: SensorData = { ...device.sensorData };
    for (const reading of readings) {
      for (const metric of metrics)
        if (reading[metric] !== undefined) sensorData[metric] = reading[metric];
      if (reading.motionDetected !== undefined) sensorData.motionDetected = reading.motionDetected;
    }

    const ruleStates: Record<string, ConditionState> = {};
    for (const rule of device.rules) {
      if (rule.locationId !== null && rule.locationId !== device.locationId) continue;
      if (rule.deviceType !== null && rule.deviceType !== device.type) continue;
      const { state, transitions } = evaluateCondition(
        rule,
        device.ruleStates[rule.id] ?? initialConditionState,
        readings.map((reading) => ({ at: reading.at, value: reading[rule.metric] })),
      );
      ruleStates[rule.id] = state;
      for (const transition of transitions) {
        const ids = alerted.get(device.id) ?? [];
        alerted.set(device.id, ids);
        if (transition.kind === 'raise') {
          const message = ruleAlertMessage(rule, transition.value);
          const [alert] = await tx
            .insert(alerts)
            .values({
              orgId,
              deviceId: device.id,
              ruleId: rule.id,
              kind: 'rule',
              metric: rule.metric,
              severity: rule.severity,
              message,
              value: transition.value,
              raisedAt: new Date(transition.at),
            })
            .onConflictDoNothing()
            .returning({ id: alerts.id });
          if (alert) {
            ids.push(alert.id);
            raised.push({
              id: alert.id,
              severity: rule.severity,
              message,
              deviceName: device.name,
            });
          }
        } else {
          await tx
            .update(alerts)
            .set({ clearedAt: new Date(transition.at) })
            .where(
              and(
                eq(alerts.deviceId, device.id),
                eq(alerts.ruleId, rule.id),
                eq(alerts.kind, 'rule'),
                isNull(alerts.clearedAt),
              ),
            );
        }
      }
    }
    if (device.status !== 'online') cameBack.push(device.id);
    updates.push({
      id: device.id,
      sensor_data: sensorData,
      rule_states: ruleStates,
      // When the device was last heard from (offline detection counts from it).
      heard: new Date(heard).toISOString(),
    });
  }

  // Back from offline: their offline alerts clear with these readings.
  if (cameBack.length > 0) {
    const cleared = await tx.execute<{ deviceId: string }>(sql`
      update alerts set cleared_at = ${new Date(heardLast).toISOString()}
      where device_id = any(${sql.param(cameBack)}::uuid[]) and kind = 'offline'
        and cleared_at is null
      returning device_id as "deviceId"`);
    for (const { deviceId } of cleared.rows) alerted.set(deviceId, alerted.get(deviceId) ?? []);
  }

  // The readings (one insert, a column per array) and the devices' last values and rule states
  // (one update), in one statement.
  await tx.execute(sql`
    with stored as (
      insert into device_readings (org_id, device_id, taken_at, received_at, temperature,
        humidity, air_quality_index, co2_level, sound_level, motion_detected)
      select ${orgId}, r.device_id, to_timestamp(r.at / 1000.0), now(), r.temperature,
        r.humidity, r.aqi, r.co2, r.sound, r.motion
      from unnest(${column(rows, (r) => r.deviceId)}::uuid[], ${column(rows, (r) => r.at)}::float8[],
        ${column(rows, (r) => r.temperature)}::real[], ${column(rows, (r) => r.humidity)}::real[],
        ${column(rows, (r) => r.airQualityIndex)}::real[], ${column(rows, (r) => r.co2Level)}::real[],
        ${column(rows, (r) => r.soundLevel)}::real[], ${column(rows, (r) => r.motionDetected)}::boolean[])
        as r(device_id, at, temperature, humidity, aqi, co2, sound, motion))
    update devices d set sensor_data = v.sensor_data, status = 'online', last_updated = v.heard,
      rule_states = v.rule_states
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
      as v(id uuid, sensor_data jsonb, rule_states jsonb, heard timestamptz)
    where d.id = v.id`);

  // Live events: alerts and devices coming back online at once; other readings at most once a
  // window per organisation (the rest are announced when the window ends).
  for (const [deviceId, raisedIds] of alerted) {
    await platform.events.publish(tx, {
      orgId,
      type: deviceEvents.alert,
      data: { deviceId, raised: raisedIds },
      audience: 'device:read',
    });
  }
  const changed = updates.map((update) => update.id);
  if (cameBack.length > 0 || throttle.claim(orgId)) {
    if (cameBack.length > 0) throttle.claim(orgId, true);
    const named = [...cameBack, ...changed.filter((id) => !cameBack.includes(id))];
    await platform.events.publish(tx, {
      orgId,
      type: deviceEvents.changed,
      data: {
        deviceIds: named.slice(0, CHANGED_IDS_MAX),
        ...(cameBack.length > 0 ? { online: cameBack.slice(0, CHANGED_IDS_MAX) } : {}),
      },
      audience: 'device:read',
    });
    return { refused, raised, unannounced: [] };
  }
  return { refused, raised, unannounced: changed };
}
