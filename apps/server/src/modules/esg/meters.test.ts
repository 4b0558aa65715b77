import { meterTypeNames, type DeviceWithKey, type LocationRecord } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, requester, signInDemoAccounts } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';

// Meters are devices: activated and read exactly like the sensors, with their cumulative register.

describe('meters through the devices module', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let location: LocationRecord;

  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    await signInDemoAccounts(ctx);
    location = (await call(ADMIN, 'GET', '/api/locations?status=active')).json().data.locations[0];
  });
  afterAll(() => ctx.close());

  it('activates each meter type and stores the register it sends', async () => {
    for (const [index, type] of meterTypeNames.entries()) {
      const activated = await call(ADMIN, 'POST', '/api/devices/activate', {
        serialNumber: `METER-${index}`,
        name: `Meter ${type}`,
        type,
        locationId: location.locationId,
      });
      expect(activated.statusCode).toBe(201);
      const { key, device } = activated.json().data as DeviceWithKey;
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/telemetry',
        headers: { authorization: `Device ${key}` },
        payload: {
          readings: [
            { timestamp: '2026-11-01T00:00:00.000Z', register: 1000.5 },
            { timestamp: '2026-11-01T01:00:00.000Z', register: 1012.25 },
          ],
        },
      });
      expect(sent.statusCode).toBe(202);
      const stored = await ctx.db.execute<{ register: number }>(
        sql`select register from device_readings where device_id = ${device.id} order by taken_at`,
      );
      expect(stored.rows.map((row) => row.register)).toEqual([1000.5, 1012.25]);
    }
  });

  it('refuses a negative register with a 400 naming it', async () => {
    const activated = await call(ADMIN, 'POST', '/api/devices/activate', {
      serialNumber: 'METER-NEG',
      name: 'Negative meter',
      type: 'water-meter',
      locationId: location.locationId,
    });
    const { key } = activated.json().data as DeviceWithKey;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/telemetry',
      headers: { authorization: `Device ${key}` },
      payload: { register: -1 },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toContain('register');
  });
});
