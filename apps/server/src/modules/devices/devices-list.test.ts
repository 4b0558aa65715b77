import { deviceSortFields, emptySensorData, type DeviceRecord } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWER, requester, signInDemoAccounts } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';

/**
 * The devices list pages over ids first and builds only the page's rows (queries.ts): walking
 * the pages of any sort gives every device once, in the order one large page gives them,
 * including ties (the same name) and devices that never reported (no last update).
 */
describe('GET /api/devices, page by page', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let locationIds: number[];

  const list = async (query: string) => {
    const response = await call(VIEWER, 'GET', `/api/devices?${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json().data as {
      devices: DeviceRecord[];
      pagination: { page: number; total: number; totalPages: number; hasNextPage: boolean };
      summary: { online: number; offline: number; pending: number };
    };
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    await signInDemoAccounts(ctx);
    const orgId = ctx.seed.demoOrgId;
    // 40 more devices over three locations: a third share one name, a quarter never reported
    // (location, status and type vary independently of each other).
    const rows = await ctx.db.execute<{ location_id: number }>(sql`
      with chosen as (
        select id, location_id from locations
        where org_id = ${orgId} and status = 'active' order by location_id limit 3)
      insert into devices
        (org_id, location_id, name, type, serial_number, status, last_updated, sensor_data,
         key_hash, key_prefix)
      select ${orgId}, c.id,
        case when g % 3 = 0 then 'Twin sensor' else 'Paging sensor ' || lpad(g::text, 2, '0') end,
        (array['environment', 'temperature', 'humidity'])[1 + g % 3], 'PAGE-' || g,
        (array['online', 'offline', 'pending'])[1 + (g / 5) % 3],
        case when g % 4 = 0 then null else now() - make_interval(mins => g % 7) end,
        ${JSON.stringify(emptySensorData)}::jsonb, md5('paging' || g), 'dk_page'
      from generate_series(1, 40) as g
      join (select id, location_id, row_number() over (order by location_id) as n from chosen) c
        on c.n = 1 + (g / 4) % 3
      returning (select location_id from locations where id = devices.location_id)`);
    locationIds = [...new Set(rows.rows.map((row) => row.location_id))];
  });
  afterAll(() => ctx.close());

  it('gives every device once, in the same order as one large page, for every sort', async () => {
    for (const sortBy of deviceSortFields)
      for (const sortOrder of ['asc', 'desc']) {
        const order = `sortBy=${sortBy}&sortOrder=${sortOrder}`;
        const whole = await list(`${order}&limit=500`);
        expect(whole.devices.length).toBe(whole.pagination.total);
        const walked: string[] = [];
        for (let page = 1; page <= Math.ceil(whole.pagination.total / 7); page += 1) {
          const part = await list(`${order}&limit=7&page=${page}`);
          expect(part.pagination).toMatchObject({ page, total: whole.pagination.total });
          walked.push(...part.devices.map((device) => device.id));
        }
        expect(walked, order).toEqual(whole.devices.map((device) => device.id));
        expect(new Set(walked).size).toBe(walked.length);
      }
  });

  it('sorts ties by id and puts devices that never reported last, both ways', async () => {
    const twins = (await list('search=Twin&sortBy=name&limit=500')).devices.map((d) => d.id);
    expect(twins.length).toBeGreaterThan(10);
    expect(twins).toEqual([...twins].sort());
    for (const sortOrder of ['asc', 'desc']) {
      const byUpdate = (await list(`sortBy=lastUpdated&sortOrder=${sortOrder}&limit=500`)).devices;
      const firstNever = byUpdate.findIndex((device) => device.lastUpdated === null);
      expect(firstNever).toBeGreaterThan(0);
      expect(byUpdate.slice(firstNever).every((device) => device.lastUpdated === null)).toBe(true);
      const times = byUpdate.slice(0, firstNever).map((device) => Date.parse(device.lastUpdated!));
      const sorted = [...times].sort((a, b) => (sortOrder === 'asc' ? a - b : b - a));
      expect(times).toEqual(sorted);
    }
  });

  it('pages a filtered set (location, status, type) as a slice of the whole filtered set', async () => {
    const locationId = locationIds[0]!;
    for (const filter of [
      `locationId=${locationId}`,
      `locationId=${locationId}&status=online`,
      'status=offline&type=temperature',
      'search=paging',
    ]) {
      const whole = await list(`${filter}&sortBy=locationId&limit=500`);
      expect(whole.devices.length, filter).toBeGreaterThan(2);
      const second = await list(`${filter}&sortBy=locationId&limit=2&page=2`);
      expect(second.devices.map((d) => d.id)).toEqual(whole.devices.slice(2, 4).map((d) => d.id));
      expect(second.summary).toEqual(whole.summary);
    }
  });

  it('answers a page past the end with no devices and the true total', async () => {
    const whole = await list('limit=500');
    const past = await list('limit=50&page=1000');
    expect(past.devices).toEqual([]);
    expect(past.pagination).toMatchObject({
      page: 1000,
      total: whole.pagination.total,
      hasNextPage: false,
    });
  });
});
