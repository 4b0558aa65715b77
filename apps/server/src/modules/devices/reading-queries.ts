import type {
  AlertSeverity,
  ConditionState,
  NumericMetric,
  ReadingPoint,
  RuleComparison,
  SensorData,
  TelemetryReading,
} from '@fm/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';

// The readings' SQL: ingestion writes them (with the devices' last values), the charts read them
// back raw or from the rollups, and the maintenance jobs keep their partitions and rollups.

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The device a key hash belongs to, in any organisation (owner connection); undefined if none. */
export async function selectKeyOwner(db: Database, keyHash: string) {
  const result = await db.execute<{ id: string; orgId: number }>(
    sql`select id, org_id as "orgId" from devices where key_hash = ${keyHash}`,
  );
  return result.rows[0];
}

/** A device locked for ingestion, with the organisation's enabled alert rules. */
export interface LockedDevice {
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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The statement that locks the devices' rows (in id order, so concurrent writes cannot deadlock:
 * one device's readings are judged one write after the other) and reads them with the
 * organisation's enabled rules, as `LockedDevice`s. It opens the transaction's message
 * (`writeInTenant`), so it has no parameters: the ids (from the devices table: the key lookup or
 * the simulator) are checked to be UUIDs and written in.
 */
export function lockDevicesStatement(orgId: number, deviceIds: string[]): string {
  const ids = [...new Set(deviceIds)].sort();
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

/** A reading to store: its device and its time (ms since the epoch). */
export type StoredReading = TelemetryReading & { deviceId: string; at: number };

/** A device's values after its readings: last values, rule states, when it was last heard. */
export interface DeviceValues {
  id: string;
  sensorData: SensorData;
  ruleStates: Record<string, ConditionState>;
  heard: Date;
}

/** A column of the readings as one array parameter (unnest: one insert for any number of rows). */
const column = <T>(rows: StoredReading[], pick: (reading: StoredReading) => T | undefined) =>
  sql.param(rows.map((reading) => pick(reading) ?? null));

/**
 * The readings (one insert, a column per array) and the devices' last values, rule states and
 * online status (one update), in one statement.
 */
export async function storeReadings(
  tx: Transaction,
  orgId: number,
  rows: StoredReading[],
  values: DeviceValues[],
): Promise<void> {
  const updates = values.map((device) => ({
    id: device.id,
    sensor_data: device.sensorData,
    rule_states: device.ruleStates,
    heard: device.heard.toISOString(),
  }));
  await tx.execute(sql`
    with stored as (
      insert into device_readings (org_id, device_id, taken_at, received_at, temperature,
        humidity, air_quality_index, co2_level, sound_level, motion_detected, register)
      select ${orgId}, r.device_id, to_timestamp(r.at / 1000.0), now(), r.temperature,
        r.humidity, r.aqi, r.co2, r.sound, r.motion, r.register
      from unnest(${column(rows, (r) => r.deviceId)}::uuid[], ${column(rows, (r) => r.at)}::float8[],
        ${column(rows, (r) => r.temperature)}::real[], ${column(rows, (r) => r.humidity)}::real[],
        ${column(rows, (r) => r.airQualityIndex)}::real[], ${column(rows, (r) => r.co2Level)}::real[],
        ${column(rows, (r) => r.soundLevel)}::real[], ${column(rows, (r) => r.motionDetected)}::boolean[],
        ${column(rows, (r) => r.register)}::float8[])
        as r(device_id, at, temperature, humidity, aqi, co2, sound, motion, register))
    update devices d set sensor_data = v.sensor_data, status = 'online', last_updated = v.heard,
      rule_states = v.rule_states
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
      as v(id uuid, sensor_data jsonb, rule_states jsonb, heard timestamptz)
    where d.id = v.id`);
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const average = (metric: string) =>
  sql.raw(
    `case when ${metric}_n = 0 then null else round((${metric}_sum / ${metric}_n)::numeric, 2)::float8 end`,
  );

/** A device's raw readings in the range, the newest `limit` of them, oldest first. */
export async function selectRawReadings(
  tx: Transaction,
  deviceId: string,
  range: { from: string; to: string },
  limit: number,
): Promise<ReadingPoint[]> {
  const result = await tx.execute<ReadingPoint>(sql`
    select * from (
      select ${iso('taken_at')} as "timestamp", temperature::float8 as temperature,
        humidity::float8 as humidity, air_quality_index::float8 as "airQualityIndex",
        co2_level::float8 as "co2Level", sound_level::float8 as "soundLevel",
        motion_detected as "motionDetected", taken_at
      from device_readings
      where device_id = ${deviceId} and taken_at >= ${range.from} and taken_at <= ${range.to}
      order by taken_at desc limit ${limit}
    ) newest order by taken_at`);
  return result.rows;
}

/** A device's per-minute or per-hour averages in the range, oldest first. */
export async function selectReadingAverages(
  tx: Transaction,
  deviceId: string,
  range: { from: string; to: string },
  resolution: 'minute' | 'hour',
): Promise<ReadingPoint[]> {
  const result = await tx.execute<ReadingPoint>(sql`
    select ${iso('bucket')} as "timestamp", ${average('temperature')} as temperature,
      ${average('humidity')} as humidity, ${average('air_quality_index')} as "airQualityIndex",
      ${average('co2_level')} as "co2Level", ${average('sound_level')} as "soundLevel",
      motion_any as "motionDetected"
    from ${sql.raw(resolution === 'minute' ? 'device_readings_minute' : 'device_readings_hour')}
    where device_id = ${deviceId} and bucket >= date_trunc(${resolution}, ${range.from}::timestamptz)
      and bucket <= ${range.to}
    order by bucket`);
  return result.rows;
}

/** Daily partitions for the retention window and a few days ahead. */
export async function ensurePartitions(db: Database, now: Date, retentionDays: number) {
  const result = await db.execute<{ created: number }>(
    sql`select ensure_device_reading_partitions(${isoDay(now.getTime() - retentionDays * DAY_MS)}::date, ${isoDay(now.getTime() + 3 * DAY_MS)}::date) as created`,
  );
  return result.rows[0]?.created ?? 0;
}

/** The partitions of the days of these timestamps. */
export async function ensurePartitionsAround(db: Database, ats: number[]) {
  const days = [...new Set(ats.map(isoDay))].sort();
  await db.execute(
    sql`select ensure_device_reading_partitions(${days[0]}::date, ${days[days.length - 1]}::date)`,
  );
}

/** Adds what arrived since the last run into the minute and hour rollups; readings added. */
export async function rollUpReadings(db: Database, settleSeconds = 5): Promise<number> {
  const result = await db.execute<{ added: number }>(
    sql`select roll_up_device_readings(make_interval(secs => ${settleSeconds})) as added`,
  );
  return result.rows[0]?.added ?? 0;
}

/** Drops raw and per-minute partitions older than the retention, hourly rollups after 400 days. */
export async function applyRetention(db: Database, retentionDays: number) {
  const result = await db.execute<{ dropped: number }>(
    sql`select drop_old_device_readings(${retentionDays}, 400) as dropped`,
  );
  return result.rows[0]?.dropped ?? 0;
}
