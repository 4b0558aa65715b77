import type { AlertRecord, DeviceRecord, DeviceWithKey, LocationRecord } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/db-snapshot';
import { ADMIN, VIEWER, requester, signInDemoAccounts } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { testEventType } from '../../../test/test-event-type';
import { inTenant } from '../../db/tenant';
import type { PublishedEvent } from '../../platform/events/bus';
import { announceDeviceChanges, ingestForDevice } from './ingest';
import { rollUpReadings } from './reading-queries';

/** A clock the test moves: within one instant, every reading falls in one event window. */
const clock = { at: Date.now(), now: () => new Date(clock.at) };

describe('ingestion under load: group commit, the key cache, throttled events, rollups', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let location: LocationRecord;
  let serial = 0;
  const heard: PublishedEvent[] = [];

  const telemetry = (key: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/telemetry',
      headers: { authorization: `Device ${key}` },
      payload: payload as object,
    });
  const activate = async (): Promise<DeviceWithKey> => {
    serial += 1;
    const response = await call(ADMIN, 'POST', '/api/devices/activate', {
      serialNumber: `INGEST-${serial}`,
      name: `Ingest sensor ${serial}`,
      type: 'environment',
      locationId: location.locationId,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };
  const device = async (id: string): Promise<DeviceRecord> =>
    (await call(VIEWER, 'GET', `/api/devices/${id}`)).json().data.device;
  const readingRows = async (deviceId: string) =>
    (
      await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from device_readings where device_id = ${deviceId}`,
      )
    ).rows[0]!.n;
  const alertsOf = async (deviceId: string): Promise<AlertRecord[]> =>
    (await call(ADMIN, 'GET', '/api/alerts?limit=500'))
      .json()
      .data.alerts.filter((alert: AlertRecord) => alert.deviceId === deviceId);
  /** Every event committed so far has been heard: NOTIFYs arrive in commit order. */
  const heardAll = async () => {
    const type = testEventType(`test.marker-${heard.length}-${Math.random()}`);
    await inTenant(ctx.db, ctx.seed.demoOrgId, (tx) =>
      ctx.platform.events.publish(tx, { orgId: ctx.seed.demoOrgId, type }),
    );
    for (let i = 0; i < 500 && !heard.some((event) => event.type === type); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard.some((event) => event.type === type)).toBe(true);
  };
  const changedEvents = () =>
    heard.filter(
      (event) => event.type === 'devices.device.changed' && event.orgId === ctx.seed.demoOrgId,
    );

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    call = requester(ctx);
    await signInDemoAccounts(ctx);
    ctx.platform.events.subscribe((event) => heard.push(event));
    const locations: LocationRecord[] = (
      await call(ADMIN, 'GET', '/api/locations?status=active')
    ).json().data.locations;
    location = locations[0]!;
  });
  afterAll(() => ctx.close());

  it('refuses a rotated-away key at once, though this process had it cached', async () => {
    const one = await activate();
    expect((await telemetry(one.key, { temperature: 20 })).statusCode).toBe(202);
    const rotated = await call(ADMIN, 'POST', `/api/devices/${one.device.id}/rotate-key`);
    expect(rotated.statusCode).toBe(200);
    await announceDeviceChanges(ctx.platform);
    const before = await snapshot(ctx.db);
    const refused = await telemetry(one.key, { temperature: 21 });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(await snapshot(ctx.db)).toEqual(before);
    expect((await telemetry(rotated.json().data.key, { temperature: 22 })).statusCode).toBe(202);
  });

  it('refuses a key another process changed (the database decides, not the cache)', async () => {
    const one = await activate();
    expect((await telemetry(one.key, { humidity: 40 })).statusCode).toBe(202);
    // What a rotation in another server process leaves: the row no longer carries this key.
    await ctx.db.execute(
      sql`update devices set key_hash = md5(random()::text) where id = ${one.device.id}`,
    );
    expect((await telemetry(one.key, { humidity: 41 })).statusCode).toBe(401);
    expect(await readingRows(one.device.id)).toBe(1);
  });

  it("never writes another organisation's device, even when asked with no key", async () => {
    const [theirs] = (
      await ctx.db.execute<{ id: string }>(
        sql`select id from devices where org_id = ${ctx.seed.otherOrgId} limit 1`,
      )
    ).rows;
    const before = await snapshot(ctx.db);
    await expect(
      ingestForDevice(
        ctx.platform,
        { id: theirs!.id, orgId: ctx.seed.demoOrgId, keyHash: null },
        [{ co2Level: 900 }],
        { retentionDays: 30 },
      ),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('stores requests that arrive together in one write, each for its own device', async () => {
    const many = await Promise.all(Array.from({ length: 6 }, () => activate()));
    const answers = await Promise.all(
      many.map((one, index) => telemetry(one.key, { temperature: 10 + index, co2Level: 500 })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(many.map(() => 202));
    for (const [index, one] of many.entries()) {
      expect(await readingRows(one.device.id)).toBe(1);
      expect(await device(one.device.id)).toMatchObject({
        status: 'online',
        sensorData: { temperature: 10 + index, co2Level: 500 },
      });
    }
  });

  it('refuses a bad request or a wrong key alone: the requests beside it are stored', async () => {
    const [good, other] = [await activate(), await activate()];
    await Promise.all([
      telemetry(good.key, { soundLevel: 30 }),
      telemetry(other.key, { soundLevel: 30 }),
    ]);
    const answers = await Promise.all([
      telemetry(good.key, { readings: [{ humidity: 50 }, { humidity: 140 }] }),
      telemetry(good.key, { humidity: 55 }),
      telemetry(`dk_${'B'.repeat(43)}`, { humidity: 56 }),
      telemetry(other.key, { co2Level: 'high' }),
      telemetry(other.key, { co2Level: 700 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 202, 401, 400, 202]);
    expect(answers[0]!.json().error).toContain('readings.1.humidity');
    expect(answers[3]!.json().error).toContain('co2Level');
    expect(await readingRows(good.device.id)).toBe(2);
    expect(await readingRows(other.device.id)).toBe(2);
    expect((await device(good.device.id)).sensorData).toMatchObject({ humidity: 55 });
    expect((await device(other.device.id)).sensorData).toMatchObject({ co2Level: 700 });
  });

  it('raises a duration rule once per device and clears it, with devices written together', async () => {
    const rule = await call(ADMIN, 'POST', '/api/alert-rules', {
      name: 'Ingest humidity',
      metric: 'humidity',
      comparison: 'above',
      threshold: 80,
      durationSeconds: 120,
      severity: 'warning',
      locationId: location.locationId,
    });
    expect(rule.statusCode).toBe(201);
    const ruleId = rule.json().data.rule.id;
    const pair = [await activate(), await activate()];
    const t0 = clock.at - 10 * 60_000;
    const at = (seconds: number) => new Date(t0 + seconds * 1000).toISOString();
    const send = (seconds: number[], humidity: number) =>
      Promise.all(
        pair.map((one) =>
          telemetry(one.key, {
            readings: seconds.map((s) => ({ timestamp: at(s), humidity })),
          }),
        ),
      );
    await send([0, 60, 119], 85);
    for (const one of pair)
      expect((await alertsOf(one.device.id)).filter((a) => a.ruleId === ruleId)).toEqual([]);
    await send([120, 150], 90);
    await send([180, 240], 95);
    for (const one of pair) {
      const raised = (await alertsOf(one.device.id)).filter((a) => a.ruleId === ruleId);
      expect(raised).toHaveLength(1);
      expect(raised[0]).toMatchObject({ value: 90, raisedAt: at(120), clearedAt: null });
    }
    await send([300], 50);
    for (const one of pair) {
      const raised = (await alertsOf(one.device.id)).filter((a) => a.ruleId === ruleId);
      expect(raised).toHaveLength(1);
      expect(raised[0]!.clearedAt).toBe(at(300));
    }
    expect((await call(ADMIN, 'DELETE', `/api/alert-rules/${ruleId}`)).statusCode).toBe(200);
  });

  it('rolls a batch up into minutes and hours that add up to the raw readings', async () => {
    const one = await activate();
    const t0 = Math.floor((clock.at - 3 * 3_600_000) / 3_600_000) * 3_600_000;
    const readings = Array.from({ length: 300 }, (_, i) => ({
      timestamp: new Date(t0 + i * 37_000).toISOString(),
      temperature: 18 + (i % 7) / 2,
      ...(i % 3 === 0 ? { co2Level: 400 + i } : {}),
      ...(i % 5 === 0 ? { motionDetected: i % 10 === 0 } : {}),
    }));
    expect((await telemetry(one.key, { readings })).statusCode).toBe(202);
    await ctx.db.execute(sql`update device_rollup_state set rolled_to = now() - interval '1 day'`);
    expect(await rollUpReadings(ctx.db, 0)).toBeGreaterThanOrEqual(300);
    for (const [table, width] of [
      ['device_readings_minute', 'minute'],
      ['device_readings_hour', 'hour'],
    ] as const) {
      const rolled = await ctx.db.execute(
        sql.raw(`
          select bucket, readings, round(temperature_sum::numeric, 3) as t, temperature_n as tn,
            round(co2_level_sum::numeric, 3) as c, co2_level_n as cn, humidity_n as hn,
            coalesce(motion_any, false) as m
          from ${table} where device_id = '${one.device.id}' order by bucket`),
      );
      const raw = await ctx.db.execute(
        sql.raw(`
          select date_trunc('${width}', taken_at) as bucket, count(*)::int as readings,
            round(coalesce(sum(temperature::float8), 0)::numeric, 3) as t, count(temperature)::int as tn,
            round(coalesce(sum(co2_level::float8), 0)::numeric, 3) as c, count(co2_level)::int as cn,
            count(humidity)::int as hn, coalesce(bool_or(motion_detected), false) as m
          from device_readings where device_id = '${one.device.id}' group by 1 order by 1`),
      );
      expect(rolled.rows.length, table).toBeGreaterThan(1);
      expect(rolled.rows, table).toEqual(raw.rows);
    }
  });

  it('announces readings at most once a window, and a device coming back online at once', async () => {
    const one = await activate();
    expect((await telemetry(one.key, { co2Level: 600 })).statusCode).toBe(202);
    await announceDeviceChanges(ctx.platform);
    // A new window: the first reading is announced, the next ones wait for its end.
    clock.at += 5000;
    await heardAll();
    const from = changedEvents().length;
    for (let i = 0; i < 8; i += 1)
      expect((await telemetry(one.key, { co2Level: 610 + i })).statusCode).toBe(202);
    await heardAll();
    const during = changedEvents().slice(from);
    expect(during).toHaveLength(1);
    expect(during[0]!.data).toMatchObject({ deviceIds: [one.device.id] });

    // Offline meanwhile: its next reading is announced at once, window or not.
    await ctx.db.execute(sql`update devices set status = 'offline' where id = ${one.device.id}`);
    expect((await telemetry(one.key, { co2Level: 700 })).statusCode).toBe(202);
    await heardAll();
    const back = changedEvents().slice(from + 1);
    expect(back).toHaveLength(1);
    expect(back[0]!.data).toMatchObject({ online: [one.device.id] });

    // What waited is announced when the window ends: one event naming the device.
    expect((await telemetry(one.key, { co2Level: 710 })).statusCode).toBe(202);
    await heardAll();
    expect(changedEvents().slice(from + 2)).toHaveLength(0);
    await announceDeviceChanges(ctx.platform);
    await heardAll();
    const trailing = changedEvents().slice(from + 2);
    expect(trailing).toHaveLength(1);
    expect(trailing[0]!.data).toMatchObject({ deviceIds: [one.device.id] });
  });

  it('announces the waiting readings by itself when the window ends', async () => {
    const one = await activate();
    expect((await telemetry(one.key, { co2Level: 600 })).statusCode).toBe(202);
    expect((await telemetry(one.key, { co2Level: 620 })).statusCode).toBe(202);
    await heardAll();
    const from = changedEvents().length;
    // No call to announce: once the window is over, its timer does it.
    clock.at += 2000;
    for (let i = 0; i < 300; i += 1) {
      if (changedEvents().length > from) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(changedEvents().slice(from)[0]?.data).toMatchObject({ deviceIds: [one.device.id] });
  });
});
