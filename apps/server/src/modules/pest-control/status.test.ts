import { liveLocationCounts, type LocationStatusRow } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, requester } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { PEST } from '../../../test/pest-control-kit';

// The period status grid, on a server of its own with a fixed clock (the last day of October).

describe("period status in the organisation's time zone", () => {
  // 19:00 UTC on 31 October 2026 is 00:30 on 1 November in Kolkata (the demo's time zone).
  const fixed = { now: () => new Date('2026-10-31T19:00:00Z') };
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let branches: number[];

  beforeAll(async () => {
    ctx = await createTestContext({ clock: fixed });
    call = requester(ctx);
    await ctx.as(PEST);
    const rows = await ctx.db.execute<{ location_id: number }>(
      sql`select location_id from locations where org_id = ${ctx.seed.demoOrgId} and status in ('active', 'approved') order by location_id`,
    );
    branches = rows.rows.map((row) => row.location_id);
    for (const [serviceDate, locationId] of [
      ['2026-09-30', branches[0]],
      ['2026-10-31', branches[0]],
      ['2026-11-01', branches[1]],
    ] as const) {
      const response = await call(PEST, 'POST', '/api/vendor/pest-control', {
        locationId,
        serviceDate,
        serviceTime: '23:45',
        serviceType: 'fumigation',
        orgId: ctx.seed.demoOrgId,
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  const status = async (query: string) => {
    const response = await call(
      ADMIN,
      'GET',
      `/api/pest-control/status?serviceType=fumigation&${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const row = (data: { locations: LocationStatusRow[] }, locationId: number) =>
    data.locations.find((location) => location.locationId === locationId);

  it('is completed in the month of a record, overdue before, pending now and after', async () => {
    const data = await status('months=3');
    expect(data).toMatchObject({
      timeZone: 'Asia/Kolkata',
      currentMonth: '2026-11',
      months: ['2026-09', '2026-10', '2026-11'],
    });
    expect(row(data, branches[0]!)).toMatchObject({
      statuses: ['completed', 'completed', 'pending'],
      lastServiceDates: ['2026-09-30', '2026-10-31', null],
    });
    expect(row(data, branches[1]!)!.statuses).toEqual(['overdue', 'overdue', 'completed']);
    expect(row(data, branches[2]!)!.statuses).toEqual(['overdue', 'overdue', 'pending']);
    const total = branches.length;
    expect(data.summary).toEqual({
      total,
      completed: 1,
      pending: total - 1,
      overdue: 0,
      completionPercentage: Math.round(100 / total),
    });
    const future = await status('year=2026&month=12&months=2');
    expect(row(future, branches[2]!)!.statuses).toEqual(['pending', 'pending']);
    const filtered = await status('status=completed');
    expect(filtered.locations.map((l: { locationId: number }) => l.locationId)).toEqual([
      branches[1],
    ]);
    expect(filtered.summary.total).toBe(total);
  });

  it('covers exactly the locations in service that the locations list counts', async () => {
    const list = await call(ADMIN, 'GET', '/api/locations');
    const counts = liveLocationCounts(list.json().data.locations);
    const data = await status('months=1');
    expect(data.summary.total).toBe(counts.inService);
    expect(data.locations).toHaveLength(counts.inService);
  });

  it('moves the month boundary with the time zone', async () => {
    await ctx.db.execute(
      sql`update organizations set time_zone = 'America/New_York' where id = ${ctx.seed.demoOrgId}`,
    );
    const data = await status('months=2');
    // Still 31 October in New York: October is the current month, so nothing is overdue in it.
    expect(data.currentMonth).toBe('2026-10');
    expect(row(data, branches[2]!)!.statuses).toEqual(['overdue', 'pending']);
    expect(row(data, branches[0]!)!.statuses).toEqual(['completed', 'completed']);
    const stats = (
      await call(ADMIN, 'GET', '/api/vendor/pest-control?statsType=monthly&serviceType=fumigation')
    ).json().data.monthlyStats;
    expect(stats).toMatchObject({ month: 10, year: 2026, totalServices: 1, locationsServiced: 1 });
    await ctx.db.execute(
      sql`update organizations set time_zone = 'Asia/Kolkata' where id = ${ctx.seed.demoOrgId}`,
    );
  });

  it("answers another organisation's location with 404", async () => {
    const [foreign] = (
      await ctx.db.execute<{ location_id: number }>(
        sql`select location_id from locations where org_id = ${ctx.seed.otherOrgId} limit 1`,
      )
    ).rows;
    const response = await call(
      ADMIN,
      'GET',
      `/api/pest-control/status?locationId=${foreign!.location_id}`,
    );
    expect(response.statusCode).toBe(404);
  });
});
