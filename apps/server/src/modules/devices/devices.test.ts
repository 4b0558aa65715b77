import type { AlertRecord, DeviceRecord, DeviceWithKey, LocationRecord } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/db-snapshot';
import {
  ADMIN,
  APPROVER,
  OTHER_ADMIN,
  USER,
  VENDOR,
  VIEWER,
  requester,
  signInDemoAccounts,
} from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { simulationClamps } from '@fm/contracts';
import { announceDeviceChanges } from './ingest';
import { detectOfflineDevices } from './offline-detection';
import { rollUpReadings } from './reading-queries';
import { simulateTick } from './simulation';

/** A clock the test moves: readings' defaults, offline detection and acknowledgements use it. */
const clock = { at: Date.now(), now: () => new Date(clock.at) };

describe('devices, readings, alert rules and alerts', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let location: LocationRecord;
  let activated: DeviceWithKey;

  const telemetry = (key: string, payload: unknown, scheme = 'Device') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/telemetry',
      headers: { authorization: `${scheme} ${key}` },
      payload: payload as object,
    });
  const alertsOf = async (deviceId: string): Promise<AlertRecord[]> =>
    (await call(ADMIN, 'GET', '/api/alerts?limit=500'))
      .json()
      .data.alerts.filter((alert: AlertRecord) => alert.deviceId === deviceId);
  const readingRows = async (deviceId: string) =>
    (
      await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from device_readings where device_id = ${deviceId}`,
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    call = requester(ctx);
    await signInDemoAccounts(ctx);
    const locations: LocationRecord[] = (
      await call(ADMIN, 'GET', '/api/locations?status=active')
    ).json().data.locations;
    location = locations.find((candidate) => candidate.deviceCount === 0) ?? locations[0]!;
  });
  afterAll(() => ctx.close());

  it('lists the demo devices a page at a time, with filters, search, sorting and a summary', async () => {
    const page = (await call(VIEWER, 'GET', '/api/devices?limit=10&sortBy=name')).json().data;
    expect(page.devices).toHaveLength(10);
    expect(page.pagination).toMatchObject({ page: 1, limit: 10, hasPrevPage: false });
    expect(page.pagination.total).toBe(
      page.summary.online + page.summary.offline + page.summary.pending,
    );
    expect(page.summary.offline).toBeGreaterThan(0);
    const names = page.devices.map((device: DeviceRecord) => device.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const offline = (await call(VIEWER, 'GET', '/api/devices?status=offline')).json().data;
    expect(offline.devices.every((device: DeviceRecord) => device.status === 'offline')).toBe(true);
    const first = page.devices[0] as DeviceRecord;
    const search = (
      await call(VIEWER, 'GET', `/api/devices?search=${encodeURIComponent(first.serialNumber)}`)
    ).json().data;
    expect(search.devices.map((device: DeviceRecord) => device.id)).toEqual([first.id]);
    const atLocation = (
      await call(VIEWER, 'GET', `/api/devices?locationId=${first.locationId}&type=${first.type}`)
    ).json().data;
    expect(atLocation.devices.length).toBeGreaterThan(0);
    expect(
      atLocation.devices.every(
        (device: DeviceRecord) =>
          device.locationId === first.locationId && device.type === first.type,
      ),
    ).toBe(true);
  });

  it("shows the key's first characters to admins only", async () => {
    const first = (await call(ADMIN, 'GET', '/api/devices?limit=1&sortBy=name')).json().data
      .devices[0] as DeviceRecord;
    expect(first.keyPrefix).toMatch(/^dk_/);
    expect(
      (await call(ADMIN, 'GET', `/api/devices/${first.id}`)).json().data.device.keyPrefix,
    ).toBe(first.keyPrefix);
    for (const as of [VIEWER, USER, APPROVER, VENDOR]) {
      const list = (await call(as, 'GET', '/api/devices?limit=5')).json().data;
      expect(list.devices.length, as).toBeGreaterThan(0);
      for (const device of list.devices) expect(device.keyPrefix, as).toBeNull();
      const one = (await call(as, 'GET', `/api/devices/${first.id}`)).json().data.device;
      expect(one.keyPrefix, as).toBeNull();
    }
  });

  it('activates a device into an active location and shows its key once', async () => {
    const response = await call(ADMIN, 'POST', '/api/devices/activate', {
      serialNumber: 'TEST-0001',
      name: 'Test climate sensor',
      type: 'environment',
      locationId: location.locationId,
    });
    expect(response.statusCode).toBe(201);
    activated = response.json().data;
    expect(activated.key).toMatch(/^dk_[A-Za-z0-9_-]{43}$/);
    expect(activated.device).toMatchObject({
      status: 'pending',
      locationId: location.locationId,
      serialNumber: 'TEST-0001',
      keyPrefix: activated.key.slice(0, 10),
      lastUpdated: null,
    });
    const again = await call(ADMIN, 'GET', `/api/devices/${activated.device.id}`);
    expect(JSON.stringify(again.json())).not.toContain(activated.key);
    // The location's device count is real, in the list and in the single answer.
    const one = (await call(VIEWER, 'GET', `/api/locations/${location.locationId}`)).json().data
      .locations[0];
    expect(one.deviceCount).toBe(location.deviceCount + 1);
    const listed = (await call(VIEWER, 'GET', '/api/locations')).json().data.locations;
    expect(listed.find((l: LocationRecord) => l.id === location.id).deviceCount).toBe(
      location.deviceCount + 1,
    );
    // The same serial number twice is a conflict; only admins activate.
    const twice = await call(ADMIN, 'POST', '/api/devices/activate', {
      serialNumber: 'TEST-0001',
      name: 'Again',
      type: 'co2',
      locationId: location.locationId,
    });
    expect(twice.statusCode).toBe(409);
    const byUser = await call(USER, 'POST', '/api/devices/activate', {
      serialNumber: 'TEST-0002',
      name: 'Not mine to add',
      type: 'co2',
      locationId: location.locationId,
    });
    expect(byUser.statusCode).toBe(403);
  });

  it('takes readings over HTTP with the device key (202) and puts the device online', async () => {
    const response = await telemetry(activated.key, { temperature: 22.5, humidity: 45 });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, data: { accepted: 1 } });
    const device = (await call(VIEWER, 'GET', `/api/devices/${activated.device.id}`)).json().data
      .device;
    expect(device.status).toBe('online');
    expect(device.sensorData).toMatchObject({ temperature: 22.5, humidity: 45, co2Level: null });
    expect(device.lastUpdated).toBe(new Date(clock.at).toISOString());
    expect(await readingRows(activated.device.id)).toBe(1);
  });

  it('refuses bad readings with a 400 naming the field, storing nothing of the request', async () => {
    const before = await snapshot(ctx.db);
    const cases: [unknown, string][] = [
      [{ readings: [{ humidity: 50 }, { humidity: 140 }] }, 'readings.1.humidity'],
      [{ co2Level: 'high' }, 'co2Level'],
      [{ temperature: 20, colour: 'red' }, 'colour'],
      [
        { readings: [{ co2Level: 600, timestamp: new Date(clock.at + 3_600_000).toISOString() }] },
        'readings.0.timestamp',
      ],
      [{ soundLevel: 50, timestamp: '2020-01-01T00:00:00Z' }, 'timestamp'],
    ];
    for (const [payload, field] of cases) {
      const response = await telemetry(activated.key, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().error, JSON.stringify(payload)).toContain(field);
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('answers 401 to unknown, rotated-away and foreign keys, and changes nothing', async () => {
    const oldKey = activated.key;
    const rotated = await call(ADMIN, 'POST', `/api/devices/${activated.device.id}/rotate-key`);
    expect(rotated.statusCode).toBe(200);
    activated = rotated.json().data;
    expect(activated.key).not.toBe(oldKey);
    const before = await snapshot(ctx.db);
    const token = (await ctx.as(ADMIN)).authorization.replace(/^Bearer /, '');
    const refused = [
      await telemetry(oldKey, { temperature: 21 }),
      await telemetry(`dk_${'A'.repeat(43)}`, { temperature: 21 }),
      await telemetry(token, { temperature: 21 }, 'Bearer'),
      await telemetry(activated.key, { temperature: 21 }, 'Basic'),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    expect(await snapshot(ctx.db)).toEqual(before);
    const accepted = await telemetry(activated.key, { temperature: 21 });
    expect(accepted.statusCode, accepted.body).toBe(202);
  });

  it('raises a duration rule once when it has held long enough, and clears it', async () => {
    const rule = await call(ADMIN, 'POST', '/api/alert-rules', {
      name: 'Test CO2',
      metric: 'co2Level',
      comparison: 'above',
      threshold: 1200,
      durationSeconds: 600,
      severity: 'critical',
      locationId: location.locationId,
    });
    expect(rule.statusCode).toBe(201);
    const ruleId = rule.json().data.rule.id;
    expect(rule.json().data.rule).toMatchObject({ locationId: location.locationId, enabled: true });
    const t0 = clock.at - 20 * 60_000;
    const at = (seconds: number) => new Date(t0 + seconds * 1000).toISOString();
    // Held for 590 s only: nothing yet.
    await telemetry(activated.key, {
      readings: [0, 300, 590].map((s) => ({ timestamp: at(s), co2Level: 1300 })),
    });
    expect((await alertsOf(activated.device.id)).filter((a) => a.ruleId === ruleId)).toEqual([]);
    // 600 s: raised, once, however long it goes on.
    await telemetry(activated.key, { readings: [{ timestamp: at(600), co2Level: 1350 }] });
    await telemetry(activated.key, {
      readings: [630, 660, 900].map((s) => ({ timestamp: at(s), co2Level: 1400 })),
    });
    let raised = (await alertsOf(activated.device.id)).filter((a) => a.ruleId === ruleId);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      kind: 'rule',
      severity: 'critical',
      value: 1350,
      raisedAt: at(600),
      clearedAt: null,
      acknowledged: false,
      message: 'CO2 above 1,200 ppm for 600 s (1,350 ppm)',
    });
    // The critical alert went to the organisation's admins through the outbox.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mail = await ctx.db.execute<{ to_address: string }>(
      sql`select to_address from mail_outbox where kind = 'devices.critical-alert'`,
    );
    expect(mail.rows.map((row) => row.to_address)).toContain(ADMIN);
    // Below the threshold: cleared, not raised again.
    await telemetry(activated.key, { readings: [{ timestamp: at(930), co2Level: 800 }] });
    raised = (await alertsOf(activated.device.id)).filter((a) => a.ruleId === ruleId);
    expect(raised).toHaveLength(1);
    expect(raised[0]!.clearedAt).toBe(at(930));
  });

  it('acknowledges (who and when) and dismisses alerts; viewers may do neither', async () => {
    const [alert] = await alertsOf(activated.device.id);
    expect(alert).toBeDefined();
    expect((await call(VIEWER, 'PUT', `/api/alerts/${alert!.id}/acknowledge`)).statusCode).toBe(
      403,
    );
    const unreadBefore = (await call(ADMIN, 'GET', '/api/alerts')).json().data.unacknowledged;
    const acked = await call(USER, 'PUT', `/api/alerts/${alert!.id}/acknowledge`);
    expect(acked.statusCode).toBe(200);
    expect(acked.json().data.alert).toMatchObject({
      acknowledged: true,
      acknowledgedBy: USER,
      acknowledgedAt: new Date(clock.at).toISOString(),
    });
    const after = (await call(ADMIN, 'GET', '/api/alerts?acknowledged=true')).json().data;
    expect(after.unacknowledged).toBe(unreadBefore - 1);
    expect(after.alerts.every((a: AlertRecord) => a.acknowledged)).toBe(true);
    expect((await call(VIEWER, 'DELETE', `/api/alerts/${alert!.id}`)).statusCode).toBe(403);
    expect((await call(USER, 'DELETE', `/api/alerts/${alert!.id}`)).statusCode).toBe(200);
    expect((await alertsOf(activated.device.id)).map((a) => a.id)).not.toContain(alert!.id);
    expect((await call(USER, 'DELETE', `/api/alerts/${alert!.id}`)).statusCode).toBe(404);
  });

  it('turns a silent device offline with one alert, and back online with its next reading', async () => {
    clock.at += 301_000;
    expect(await detectOfflineDevices(ctx.platform, 300)).toBeGreaterThan(0);
    expect(await detectOfflineDevices(ctx.platform, 300)).toBe(0);
    const device = (await call(VIEWER, 'GET', `/api/devices/${activated.device.id}`)).json().data
      .device;
    expect(device.status).toBe('offline');
    const offline = (await alertsOf(activated.device.id)).filter((a) => a.kind === 'offline');
    expect(offline).toHaveLength(1);
    expect(offline[0]!.clearedAt).toBeNull();
    expect((await telemetry(activated.key, { soundLevel: 44 })).statusCode).toBe(202);
    expect(
      (await call(VIEWER, 'GET', `/api/devices/${activated.device.id}`)).json().data.device.status,
    ).toBe('online');
    const cleared = (await alertsOf(activated.device.id)).filter((a) => a.kind === 'offline');
    expect(cleared[0]!.clearedAt).not.toBeNull();
  });

  it('answers readings raw for short ranges and from the rollups for long ones', async () => {
    const url = `/api/devices/${activated.device.id}/readings`;
    const from = new Date(clock.at - 3_600_000).toISOString();
    const to = new Date(clock.at + 1000).toISOString();
    const raw = (await call(VIEWER, 'GET', `${url}?from=${from}&to=${to}`)).json().data;
    expect(raw.resolution).toBe('raw');
    expect(raw.readings.length).toBe(await readingRows(activated.device.id));
    expect(raw.readings.at(-1)).toMatchObject({ soundLevel: 44 });
    // The rollups take what has arrived once it has settled.
    await ctx.db.execute(sql`update device_rollup_state set rolled_to = now() - interval '1 day'`);
    expect(await rollUpReadings(ctx.db, 0)).toBeGreaterThan(0);
    const day = (await call(VIEWER, 'GET', url)).json().data;
    expect(day.resolution).toBe('minute');
    // The CO2 readings of the rule test, averaged per minute.
    const co2 = day.readings.map((point: { co2Level: number | null }) => point.co2Level);
    expect(
      co2.filter((value: number | null) => value !== null && value >= 1300).length,
    ).toBeGreaterThan(2);
    const month = new Date(clock.at - 30 * 86_400_000).toISOString();
    const hourly = (await call(VIEWER, 'GET', `${url}?from=${month}`)).json().data;
    expect(hourly.resolution).toBe('hour');
    expect(hourly.readings.length).toBeGreaterThan(0);
    const backwards = await call(VIEWER, 'GET', `${url}?from=${to}&to=${from}`);
    expect(backwards.statusCode).toBe(400);
  });

  it('simulates the demo devices through the ingestion path, within the spec clamps', async () => {
    const simulated = await simulateTick(ctx.platform, { retentionDays: 30 });
    expect(simulated).toBeGreaterThan(0);
    // Their devices.changed goes out at the end of its window: now, before later snapshots.
    await announceDeviceChanges(ctx.platform);
    const rows = await ctx.db.execute<Record<string, number | boolean>>(sql`
      select r.humidity, r.air_quality_index, r.co2_level, r.sound_level from device_readings r
      join devices d on d.id = r.device_id where d.simulated`);
    expect(rows.rows).toHaveLength(simulated);
    for (const row of rows.rows) {
      const within = (value: unknown, { min, max }: { min: number; max: number }) =>
        Number(value) >= min && Number(value) <= max;
      expect(within(row.humidity, simulationClamps.humidity)).toBe(true);
      expect(within(row.air_quality_index, simulationClamps.airQualityIndex)).toBe(true);
      expect(within(row.co2_level, simulationClamps.co2Level)).toBe(true);
      expect(within(row.sound_level, simulationClamps.soundLevel)).toBe(true);
    }
    // The activated device sends its own readings: never simulated.
    const own = await ctx.db.execute<{ simulated: boolean }>(
      sql`select simulated from devices where id = ${activated.device.id}`,
    );
    expect(own.rows[0]?.simulated).toBe(false);
  });

  it('keeps alert rules: list, replace, remove; only admins change them', async () => {
    const rules = (await call(VIEWER, 'GET', '/api/alert-rules')).json().data.rules;
    expect(rules.length).toBeGreaterThanOrEqual(4);
    const body = {
      name: 'Loud',
      metric: 'soundLevel',
      comparison: 'above',
      threshold: 85,
      durationSeconds: 0,
      severity: 'info',
      deviceType: 'sound',
    };
    expect((await call(USER, 'POST', '/api/alert-rules', body)).statusCode).toBe(403);
    const created = (await call(ADMIN, 'POST', '/api/alert-rules', body)).json().data.rule;
    expect(created).toMatchObject({ ...body, locationId: null, enabled: true });
    const replaced = await call(ADMIN, 'PUT', `/api/alert-rules/${created.id}`, {
      ...body,
      threshold: 90,
      enabled: false,
    });
    expect(replaced.json().data.rule).toMatchObject({ threshold: 90, enabled: false });
    expect((await call(ADMIN, 'DELETE', `/api/alert-rules/${created.id}`)).statusCode).toBe(200);
    expect((await call(ADMIN, 'DELETE', `/api/alert-rules/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 404 to another organisation's devices, alerts and rules, changing nothing", async () => {
    const theirDevice = (await call(OTHER_ADMIN, 'GET', '/api/devices?limit=1')).json().data
      .devices[0] as DeviceRecord;
    const theirAlert = (await call(OTHER_ADMIN, 'GET', '/api/alerts')).json().data.alerts[0];
    const theirRule = (await call(OTHER_ADMIN, 'GET', '/api/alert-rules')).json().data.rules[0];
    const theirLocation = (await call(OTHER_ADMIN, 'GET', '/api/locations')).json().data
      .locations[0] as LocationRecord;
    const before = await snapshot(ctx.db);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/devices/${theirDevice.id}`],
      ['GET', `/api/devices/${theirDevice.id}/readings`],
      ['POST', `/api/devices/${theirDevice.id}/rotate-key`],
      ['DELETE', `/api/devices/${theirDevice.id}`],
      ['PUT', `/api/alerts/${theirAlert.id}/acknowledge`],
      ['DELETE', `/api/alerts/${theirAlert.id}`],
      ['DELETE', `/api/alert-rules/${theirRule.id}`],
      [
        'POST',
        '/api/devices/activate',
        { serialNumber: 'X-1', name: 'X', type: 'co2', locationId: theirLocation.locationId },
      ],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(ADMIN, method as 'GET', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await call(ADMIN, 'GET', `/api/devices?locationId=${theirLocation.locationId}`)).statusCode,
    ).toBe(404);
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it("removes a location's devices with the location, and a device on its own", async () => {
    const device = (
      await call(ADMIN, 'POST', '/api/devices/activate', {
        serialNumber: 'TEST-0009',
        name: 'Short-lived',
        type: 'motion',
        locationId: location.locationId,
      })
    ).json().data as DeviceWithKey;
    expect((await call(ADMIN, 'DELETE', `/api/devices/${device.device.id}`)).statusCode).toBe(200);
    expect((await call(ADMIN, 'GET', `/api/devices/${device.device.id}`)).statusCode).toBe(404);
    expect((await telemetry(device.key, { co2Level: 500 })).statusCode).toBe(401);
    const deleted = await call(ADMIN, 'DELETE', `/api/location/${location.locationId}`);
    expect(deleted.statusCode).toBe(200);
    const left = (await call(ADMIN, 'GET', `/api/devices?search=TEST-0001`)).json().data;
    expect(left.devices).toEqual([]);
    expect((await telemetry(activated.key, { co2Level: 500 })).statusCode).toBe(401);
  });
});
