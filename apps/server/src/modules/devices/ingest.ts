import {
  evaluateCondition,
  initialConditionState,
  ruleAlertMessage,
  type ConditionState,
  type NumericMetric,
  type SensorData,
  type TelemetryReading,
} from '@fm/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { alertRules, alerts, devices } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { AppError, unauthenticated } from '../../http/errors';
import type { Platform } from '../../platform';
import { mailCriticalAlerts, type RaisedAlert } from './alert-mail';
import { deviceEvents } from './events';
import { hashDeviceKey } from './keys';
import { ensurePartitionsAround } from './partitions';

/** How far ahead of the server's clock a reading's timestamp may be (clock skew). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

export interface IngestOptions {
  /** Raw readings are kept this many days; older timestamps are refused. */
  retentionDays: number;
}

interface TimedReading extends TelemetryReading {
  at: number;
}

const metrics: NumericMetric[] = [
  'temperature',
  'humidity',
  'airQualityIndex',
  'co2Level',
  'soundLevel',
];

/** The device a key belongs to (owner connection: no tenant is known yet); null if none. */
export async function deviceForKey(db: Database, key: string) {
  const [row] = await db
    .select({ id: devices.id, orgId: devices.orgId })
    .from(devices)
    .where(eq(devices.keyHash, hashDeviceKey(key)));
  return row ?? null;
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
 * readings' own timestamps, all in one transaction (a refused request stores nothing). Critical
 * alerts raised are mailed to the organisation's admins after commit.
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
  owner: { id: string; orgId: number; keyHash: string | null },
  readings: TelemetryReading[],
  options: IngestOptions & { batch?: boolean },
): Promise<{ accepted: number; deviceId: string }> {
  const now = platform.clock.now().getTime();
  const batch = timed(readings, now, options, options.batch ?? readings.length > 1).sort(
    (a, b) => a.at - b.at,
  );
  const write = () =>
    inTenant(platform.db, owner.orgId, (tx) => storeAndJudge(platform, tx, owner, batch, now));
  let raised: RaisedAlert[];
  try {
    raised = await write();
  } catch (error) {
    // A day without its partition (the maintenance job has not run yet): make it, once.
    if ((error as { code?: string }).code !== '23514') throw error;
    await ensurePartitionsAround(
      platform.db,
      batch.map((reading) => reading.at),
    );
    raised = await write();
  }
  if (raised.length > 0) void mailCriticalAlerts(platform, owner.orgId, raised);
  return { accepted: batch.length, deviceId: owner.id };
}

async function storeAndJudge(
  platform: Platform,
  tx: Transaction,
  owner: { id: string; orgId: number; keyHash: string | null },
  batch: TimedReading[],
  now: number,
): Promise<RaisedAlert[]> {
  // The row is locked, so one device's readings are judged one request after the other; a key
  // rotated since the lookup no longer matches.
  const [device] = await tx
    .select({
      id: devices.id,
      name: devices.name,
      type: devices.type,
      status: devices.status,
      locationId: devices.locationId,
      sensorData: devices.sensorData,
      ruleStates: devices.ruleStates,
    })
    .from(devices)
    .where(
      and(
        eq(devices.id, owner.id),
        owner.keyHash === null ? undefined : eq(devices.keyHash, owner.keyHash),
      ),
    )
    .for('update');
  if (!device) throw unauthenticated('Unknown device key');

  const rows = batch.map((reading) => ({
    at: reading.at,
    temperature: reading.temperature,
    humidity: reading.humidity,
    aqi: reading.airQualityIndex,
    co2: reading.co2Level,
    sound: reading.soundLevel,
    motion: reading.motionDetected,
  }));
  await tx.execute(sql`
    insert into device_readings (org_id, device_id, taken_at, received_at, temperature, humidity,
      air_quality_index, co2_level, sound_level, motion_detected)
    select ${owner.orgId}, ${owner.id}::uuid, to_timestamp(t.at / 1000.0), now(), t.temperature,
      t.humidity, t.aqi, t.co2, t.sound, t.motion
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as t(at float8, temperature real, humidity real, aqi real, co2 real, sound real, motion boolean)`);

  // The device's last values: each metric from the newest reading that carries it.
  const sensorData: SensorData = { ...device.sensorData };
  for (const reading of batch) {
    for (const metric of metrics)
      if (reading[metric] !== undefined) sensorData[metric] = reading[metric];
    if (reading.motionDetected !== undefined) sensorData.motionDetected = reading.motionDetected;
  }

  const rules = await tx
    .select({
      id: alertRules.id,
      name: alertRules.name,
      metric: alertRules.metric,
      comparison: alertRules.comparison,
      threshold: alertRules.threshold,
      durationSeconds: alertRules.durationSeconds,
      severity: alertRules.severity,
    })
    .from(alertRules)
    .where(
      and(
        eq(alertRules.orgId, owner.orgId),
        eq(alertRules.enabled, true),
        or(isNull(alertRules.locationId), eq(alertRules.locationId, device.locationId)),
        or(isNull(alertRules.deviceType), eq(alertRules.deviceType, device.type)),
      ),
    );

  const ruleStates: Record<string, ConditionState> = {};
  const raised: RaisedAlert[] = [];
  let alertsChanged = false;
  for (const rule of rules) {
    const metric = rule.metric as NumericMetric;
    const condition = { ...rule, metric };
    const { state, transitions } = evaluateCondition(
      condition,
      device.ruleStates[rule.id] ?? initialConditionState,
      batch.map((reading) => ({ at: reading.at, value: reading[metric] })),
    );
    ruleStates[rule.id] = state;
    for (const transition of transitions) {
      alertsChanged = true;
      if (transition.kind === 'raise') {
        const message = ruleAlertMessage(condition, transition.value);
        const [alert] = await tx
          .insert(alerts)
          .values({
            orgId: owner.orgId,
            deviceId: owner.id,
            ruleId: rule.id,
            kind: 'rule',
            metric,
            severity: rule.severity,
            message,
            value: transition.value,
            raisedAt: new Date(transition.at),
          })
          .onConflictDoNothing()
          .returning({ id: alerts.id });
        if (alert)
          raised.push({ id: alert.id, severity: rule.severity, message, deviceName: device.name });
      } else {
        await tx
          .update(alerts)
          .set({ clearedAt: new Date(transition.at) })
          .where(
            and(
              eq(alerts.deviceId, owner.id),
              eq(alerts.ruleId, rule.id),
              eq(alerts.kind, 'rule'),
              isNull(alerts.clearedAt),
            ),
          );
      }
    }
  }

  // Back from offline: the offline alert clears with this reading.
  if (device.status === 'offline') {
    const cleared = await tx
      .update(alerts)
      .set({ clearedAt: new Date(now) })
      .where(
        and(eq(alerts.deviceId, owner.id), eq(alerts.kind, 'offline'), isNull(alerts.clearedAt)),
      )
      .returning({ id: alerts.id });
    if (cleared.length > 0) alertsChanged = true;
  }

  await tx
    .update(devices)
    .set({
      sensorData,
      status: 'online',
      // When the device was last heard from (offline detection counts from it).
      lastUpdated: new Date(now),
      ruleStates,
    })
    .where(eq(devices.id, owner.id));

  await platform.events.publish(tx, {
    orgId: owner.orgId,
    type: deviceEvents.changed,
    data: { deviceId: owner.id, status: 'online', sensorData },
    audience: 'device:read',
  });
  if (alertsChanged) {
    await platform.events.publish(tx, {
      orgId: owner.orgId,
      type: deviceEvents.alert,
      data: { deviceId: owner.id, raised: raised.map((alert) => alert.id) },
      audience: 'device:read',
    });
  }
  return raised;
}
