import { type ConditionState, type DeviceType, type SensorData } from '@fm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { newDeviceKey } from '../../modules/devices';
import type { Database, Transaction } from '../client';
import { alertRules, alerts, devices, locations } from '../schema';

/** A fixed sequence, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

const kinds: { type: DeviceType; label: string }[] = [
  { type: 'environment', label: 'Environment sensor' },
  { type: 'temperature', label: 'Temperature sensor' },
  { type: 'air-quality', label: 'Air quality monitor' },
  { type: 'co2', label: 'CO2 monitor' },
  { type: 'motion', label: 'Motion sensor' },
  { type: 'sound', label: 'Sound level meter' },
  { type: 'humidity', label: 'Humidity sensor' },
];
const places = ['Lobby', 'Banking hall', 'Vault room', 'Server room', 'Back office', 'ATM lobby'];

/** The default rules of a new demo organisation. */
const defaultAlertRules = [
  {
    name: 'CO2 high for 10 minutes',
    metric: 'co2Level',
    comparison: 'above' as const,
    threshold: 1200,
    durationSeconds: 600,
    severity: 'warning' as const,
  },
  {
    name: 'Too warm for 5 minutes',
    metric: 'temperature',
    comparison: 'above' as const,
    threshold: 30,
    durationSeconds: 300,
    severity: 'warning' as const,
  },
  {
    name: 'Unhealthy air for 10 minutes',
    metric: 'airQualityIndex',
    comparison: 'above' as const,
    threshold: 250,
    durationSeconds: 600,
    severity: 'critical' as const,
  },
  {
    name: 'Dry air for 15 minutes',
    metric: 'humidity',
    comparison: 'below' as const,
    threshold: 22,
    durationSeconds: 900,
    severity: 'info' as const,
  },
];

function sensorStart(random: () => number): SensorData {
  return {
    temperature: Math.round((21 + random() * 5) * 10) / 10,
    humidity: Math.round(40 + random() * 20),
    airQualityIndex: Math.round(30 + random() * 70),
    co2Level: Math.round(450 + random() * 400),
    soundLevel: Math.round(40 + random() * 20),
    motionDetected: random() < 0.3,
  };
}

/**
 * Devices on most active branches of an organisation (a few offline), the default alert rules,
 * and alerts in each state: open, acknowledged, cleared. The readings history is
 * `seedDeviceHistory`, run once by the server (the tests do without it).
 */
export async function seedDemoDevices(
  tx: Transaction,
  {
    orgId,
    prefix,
    now,
    perLocation,
    admin,
  }: { orgId: number; prefix: string; now: Date; perLocation: number; admin: string },
) {
  const random = sequence(orgId * 7919 + 11);
  const active = await tx
    .select({ id: locations.id, locationId: locations.locationId })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), eq(locations.status, 'active')))
    .orderBy(locations.locationId);
  // Most branches, not all: every seventh has none yet.
  const equipped = active.filter((_, index) => index % 7 !== 6);
  const rows: (typeof devices.$inferInsert)[] = [];
  for (const location of equipped) {
    const count = perLocation + (location.locationId % 2);
    for (let n = 0; n < count; n += 1) {
      const kind = kinds[(location.locationId + n) % kinds.length]!;
      const offline = random() < 0.06;
      const key = newDeviceKey();
      rows.push({
        orgId,
        locationId: location.id,
        name: `${places[n % places.length]} ${kind.label.toLowerCase()}`,
        type: kind.type,
        serialNumber: `${prefix}-${location.locationId}-${String(n + 1).padStart(2, '0')}`,
        status: offline ? 'offline' : 'online',
        lastUpdated: offline ? new Date(now.getTime() - (2 + random() * 40) * 3_600_000) : now,
        activatedAt: new Date(now.getTime() - 45 * 86_400_000),
        activatedBy: admin,
        sensorData: sensorStart(random),
        keyHash: key.hash,
        keyPrefix: key.prefix,
        // The broken ones stay silent; the simulator speaks for the others.
        simulated: !offline,
        createdAt: new Date(now.getTime() - 45 * 86_400_000),
        updatedAt: now,
      });
    }
  }
  const stored = rows.length
    ? await tx.insert(devices).values(rows).returning({
        id: devices.id,
        status: devices.status,
        name: devices.name,
        lastUpdated: devices.lastUpdated,
      })
    : [];
  const rules = await tx
    .insert(alertRules)
    .values(
      defaultAlertRules.map((rule) => ({
        ...rule,
        orgId,
        createdBy: admin,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: alertRules.id, metric: alertRules.metric, severity: alertRules.severity });
  const co2Rule = rules[0]!;
  const warmRule = rules[1]!;
  const hour = 3_600_000;
  const alertRows: (typeof alerts.$inferInsert)[] = [];
  for (const device of stored.filter((d) => d.status === 'offline')) {
    alertRows.push({
      orgId,
      deviceId: device.id,
      kind: 'offline',
      severity: 'warning',
      message: 'No readings for 300 s: the device is offline',
      raisedAt: device.lastUpdated ?? now,
    });
  }
  const online = stored.filter((d) => d.status === 'online');
  // Two open CO2 alerts (the condition still holds), one acknowledged, two cleared earlier.
  const states: {
    id: string;
    sensor: Partial<SensorData>;
    state: Record<string, ConditionState>;
  }[] = [];
  online.slice(0, 3).forEach((device, index) => {
    const raisedAt = new Date(now.getTime() - (index + 1) * 0.4 * hour);
    alertRows.push({
      orgId,
      deviceId: device.id,
      ruleId: co2Rule.id,
      kind: 'rule',
      metric: 'co2Level',
      severity: 'warning',
      message: `CO2 above 1,200 ppm for 600 s (${1250 + index * 40} ppm)`,
      value: 1250 + index * 40,
      raisedAt,
      ...(index === 2 ? { acknowledged: true, acknowledgedBy: admin, acknowledgedAt: now } : {}),
    });
    states.push({
      id: device.id,
      sensor: { co2Level: 1250 + index * 40 },
      state: {
        [co2Rule.id]: { since: raisedAt.getTime() - 600_000, raised: true, lastAt: now.getTime() },
      },
    });
  });
  online.slice(3, 5).forEach((device, index) => {
    alertRows.push({
      orgId,
      deviceId: device.id,
      ruleId: warmRule.id,
      kind: 'rule',
      metric: 'temperature',
      severity: 'warning',
      message: `Temperature above 30 °C for 300 s (${30.6 + index} °C)`,
      value: 30.6 + index,
      raisedAt: new Date(now.getTime() - (20 + index * 5) * hour),
      clearedAt: new Date(now.getTime() - (19 + index * 5) * hour),
      acknowledged: index === 0,
      acknowledgedBy: index === 0 ? admin : null,
      acknowledgedAt: index === 0 ? new Date(now.getTime() - 19.5 * hour) : null,
    });
  });
  if (alertRows.length) await tx.insert(alerts).values(alertRows);
  for (const { id, sensor, state } of states) {
    await tx
      .update(devices)
      .set({
        sensorData: sql`${devices.sensorData} || ${JSON.stringify(sensor)}::jsonb`,
        ruleStates: state,
      })
      .where(eq(devices.id, id));
  }
  return stored.length;
}

/**
 * 30 days of history for the demo devices, written straight into the rollups (hourly for 30
 * days, per minute for the last day): what the charts read. A daily curve plus noise around each
 * device's current values, within the simulation's clamps.
 */
export async function seedDeviceHistory(db: Database, now: Date): Promise<void> {
  const wave = (base: string, amplitude: number, noise: number, min: number, max: number) =>
    sql.raw(
      `least(${max}, greatest(${min}, coalesce((d.sensor_data->>'${base}')::float8, ${(min + max) / 2}) + ${amplitude} * sin(extract(epoch from b) / 86400.0 * 2 * pi() + hashtext(d.id::text) % 7) + ${noise} * (random() - 0.5)))`,
    );
  const columns = (bucket: string) => sql`
      select d.org_id, d.id, ${sql.raw(bucket)} as b, 1 as readings,
        ${wave('temperature', 2.5, 1, 16, 32)} as t,
        ${wave('humidity', 8, 4, 20, 80)} as h,
        ${wave('airQualityIndex', 25, 15, 0, 300)} as a,
        ${wave('co2Level', 250, 80, 300, 2000)} as c,
        ${wave('soundLevel', 10, 6, 30, 100)} as s,
        random() < 0.3 as m`;
  const insert = (table: string, series: string) => sql`
    insert into ${sql.raw(table)} (org_id, device_id, bucket, readings, temperature_sum, temperature_n,
      humidity_sum, humidity_n, air_quality_index_sum, air_quality_index_n, co2_level_sum, co2_level_n,
      sound_level_sum, sound_level_n, motion_any)
    select org_id, id, b, readings, t, 1, h, 1, a, 1, c, 1, s, 1, m from (
      ${columns('b')} from devices d cross join ${sql.raw(series)} as b where d.simulated
    ) x
    on conflict do nothing`;
  const at = now.toISOString();
  await db.execute(
    sql`select ensure_device_reading_partitions((${at}::timestamptz - interval '2 days')::date, ${at}::date)`,
  );
  await db.execute(
    insert(
      'device_readings_hour',
      `generate_series(date_trunc('hour', '${at}'::timestamptz) - interval '30 days', '${at}'::timestamptz - interval '1 hour', interval '1 hour')`,
    ),
  );
  await db.execute(
    insert(
      'device_readings_minute',
      `generate_series(date_trunc('minute', '${at}'::timestamptz) - interval '24 hours', '${at}'::timestamptz - interval '1 minute', interval '1 minute')`,
    ),
  );
}
