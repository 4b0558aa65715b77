import {
  localToday,
  shiftMonth,
  type DeviceWithKey,
  type EsgBranchRow,
  type EsgReportData,
  type LocationRecord,
} from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/db-snapshot';
import {
  ADMIN,
  OTHER_ADMIN,
  USER,
  VIEWER,
  requester,
  signInDemoAccounts,
} from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';

// The ESG API on the real app and PostgreSQL: meters, bills, precedence, missing months,
// factor versions, closed and restated months, Scope 1/2, bad input and the tenant wall.
// Expected figures are worked out by hand in the comments.

const ZONE = 'Asia/Kolkata';
const today = localToday(new Date(), ZONE);
const thisMonth = today.slice(0, 7);
const lastMonth = shiftMonth(thisMonth, -1);
/** Last year's October and November: 16 Oct to 15 Nov is 31 days, 16 + 15. */
const year = Number(thisMonth.slice(0, 4)) - 1;
const [october, november] = [`${year}-10`, `${year}-11`];
const lastDayOfLastMonth = new Date(Date.parse(`${thisMonth}-01T00:00:00Z`) - 86_400_000)
  .toISOString()
  .slice(0, 10);
/** Local noon (06:30 UTC in India) of a day. */
const noon = (day: string) => `${day}T06:30:00.000Z`;

describe('ESG consumption API', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let branches: LocationRecord[];
  let otherLocation: LocationRecord;

  const report = async (query: string, as = VIEWER): Promise<EsgReportData> => {
    const response = await call(as, 'GET', `/api/esg/report?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const row = (data: EsgReportData, locationId: number): EsgBranchRow =>
    data.branches.find((branch) => branch.locationId === locationId)!;
  const bill = (as: string, body: Record<string, unknown>) =>
    call(as, 'POST', '/api/esg/bills', body);
  // Branches the demo seed gave no bills (it bills every fourth one, location_id % 4 = 1).
  const branch = (index: number) => branches.filter((b) => b.locationId % 4 !== 1)[index]!;

  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    await signInDemoAccounts(ctx);
    branches = (await call(ADMIN, 'GET', '/api/locations?status=active&limit=100')).json().data
      .locations;
    otherLocation = (await call(OTHER_ADMIN, 'GET', '/api/locations?status=active')).json().data
      .locations[0];
  });
  afterAll(() => ctx.close());

  it('reads a month from a cumulative register at the boundaries, a reset counted as no use', async () => {
    const location = branch(0);
    const activated = await call(ADMIN, 'POST', '/api/devices/activate', {
      serialNumber: 'ESG-EM-1',
      name: 'Main electricity meter',
      type: 'electricity-meter',
      locationId: location.locationId,
    });
    const { key } = activated.json().data as DeviceWithKey;
    const firstOfMonth = `${thisMonth}-01`;
    const second = `${thisMonth}-02`;
    const third = `${thisMonth}-03`;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/telemetry',
      headers: { authorization: `Device ${key}` },
      payload: {
        readings: [
          { timestamp: noon(lastDayOfLastMonth), register: 1000 },
          { timestamp: noon(firstOfMonth), register: 1024 },
          // The meter was replaced: the new one starts at 10.
          { timestamp: noon(second), register: 10 },
          { timestamp: noon(third), register: 34 },
        ],
      },
    });
    expect(sent.statusCode).toBe(202);
    const data = await report(`from=${lastMonth}&to=${thisMonth}&locations=${location.locationId}`);
    const [before, now] = row(data, location.locationId).months;
    // Last month: half of the 24 kWh between its last noon and this month's first noon = 12.
    expect(before!.electricity).toMatchObject({ source: 'meter', partial: true });
    expect(before!.electricity.value).toBeCloseTo(12, 6);
    // This month: 12 + 0 (the step back to 10) + 24 = 36, flagged.
    expect(now!.electricity).toMatchObject({ source: 'meter', resets: 1 });
    expect(now!.electricity.value).toBeCloseTo(36, 6);
  });

  it('lets a bill win over the meter in the months it touches', async () => {
    const location = branch(0);
    const created = await bill(USER, {
      locationId: location.locationId,
      resource: 'electricity',
      kind: 'manual',
      periodStart: `${thisMonth}-01`,
      periodEnd: `${thisMonth}-01`,
      quantity: 0.5,
      unit: 'MWh',
    });
    expect(created.statusCode, created.body).toBe(201);
    const data = await report(`from=${lastMonth}&to=${thisMonth}&locations=${location.locationId}`);
    const [before, now] = row(data, location.locationId).months;
    expect(now!.electricity).toMatchObject({ value: 500, source: 'manual' });
    expect(before!.electricity.source).toBe('meter');
  });

  it('splits a bill across two months by days, keeps missing months missing, and applies factors by date', async () => {
    const location = branch(1);
    const created = await bill(ADMIN, {
      locationId: location.locationId,
      resource: 'electricity',
      periodStart: `${october}-16`,
      periodEnd: `${november}-15`,
      quantity: 3100,
      unit: 'kWh',
      cost: 27900,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.bill).toMatchObject({ days: 31, baseQuantity: 3100 });
    const data = await report(
      `from=${shiftMonth(october, -1)}&to=${november}&locations=${location.locationId}`,
    );
    const [september, oct, nov] = row(data, location.locationId).months;
    // 3100 x 16/31 = 1600 and 3100 x 15/31 = 1500; CEA FY2023-24 on: 0.727 t/MWh.
    expect(oct!.electricity).toMatchObject({ value: 1600, source: 'bill' });
    expect(nov!.electricity).toMatchObject({ value: 1500, source: 'bill' });
    expect(oct!.electricity.co2e).toBeCloseTo(1.1632, 9);
    expect(oct!.electricity.factorId).toBe('cea-grid-fy2023-24');
    // No bill, no meter: missing (null), never zero, and listed in the coverage.
    expect(september!.electricity).toMatchObject({ value: null, source: null, co2e: null });
    expect(data.coverage).toMatchObject({ expected: 3, bill: 2, missing: 1 });
    expect(data.coverage.missingList).toEqual([
      {
        locationId: location.locationId,
        name: expect.any(String),
        month: shiftMonth(october, -1),
        resource: 'electricity',
      },
    ]);
    expect(data.headline.electricity.value).toBe(3100);
  });

  it('keeps a closed month frozen under a new factor until an admin restates it, with the audit', async () => {
    const location = branch(1);
    const query = `from=${october}&to=${november}&locations=${location.locationId}`;
    const closed = await call(ADMIN, 'POST', `/api/esg/months/${november}/close`);
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().data.month.factorIds).toContain('cea-grid-fy2023-24');
    expect((await call(ADMIN, 'POST', `/api/esg/months/${november}/close`)).statusCode).toBe(409);
    const added = await call(ADMIN, 'POST', '/api/esg/factors', {
      resource: 'electricity',
      value: 0.5,
      unit: 'tCO2/MWh',
      source: 'Test version',
      validFrom: `${october}-01`,
    });
    expect(added.statusCode, added.body).toBe(201);
    const frozen = row(await report(query), location.locationId).months;
    // October is open: 1600 kWh x 0.5 t/MWh = 0.8 t. November is closed: still 1500 x 0.727.
    expect(frozen[0]!.electricity.co2e).toBeCloseTo(0.8, 9);
    expect(frozen[1]!.electricity.co2e).toBeCloseTo(1.0905, 9);
    expect(frozen[1]!.closed).toBe(true);

    const restated = await call(ADMIN, 'POST', `/api/esg/months/${november}/restate`, {
      reason: 'New CEA factor',
    });
    expect(restated.statusCode, restated.body).toBe(200);
    const { before, after } = restated.json().data;
    expect(after.scope2 - before.scope2).toBeCloseTo((1500 * (0.5 - 0.727)) / 1000, 9);
    const now = row(await report(query), location.locationId).months;
    expect(now[1]!.electricity.co2e).toBeCloseTo(0.75, 9);
    const audit = await ctx.db.execute<{ actor_email: string; changes: Record<string, unknown> }>(
      sql`select actor_email, changes from audit_log where action = 'esg.month.restated'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.actor_email).toBe(ADMIN);
    expect(audit.rows[0]!.changes).toMatchObject({ reason: 'New CEA factor', before, after });
  });

  it('adds Scope 1 (diesel) and Scope 2 (grid electricity) as worked out by hand', async () => {
    const location = branch(2);
    const month = shiftMonth(october, -2);
    for (const body of [
      { resource: 'electricity', quantity: 2000, unit: 'kWh' },
      { resource: 'diesel', quantity: 0.1, unit: 'kL' },
      { resource: 'solar', quantity: 300, unit: 'kWh' },
    ])
      expect(
        (
          await bill(ADMIN, {
            locationId: location.locationId,
            kind: 'manual',
            periodStart: `${month}-01`,
            periodEnd: `${month}-${month.endsWith('08') ? '31' : '30'}`,
            ...body,
          })
        ).statusCode,
      ).toBe(201);
    const data = await report(`from=${month}&to=${month}&locations=${location.locationId}`);
    // Scope 1: 100 L x 2.66 kg/L = 0.266 t. Scope 2: 2 MWh x 0.727 t/MWh = 1.454 t (solar not subtracted).
    expect(data.headline.scope1.value).toBeCloseTo(0.266, 9);
    expect(data.headline.scope2.value).toBeCloseTo(1.454, 9);
    expect(data.headline.solar.value).toBe(300);
    expect(row(data, location.locationId).co2e).toBeCloseTo(1.72, 9);
  });

  it('refuses bad bills with a 400 naming the field and writes nothing', async () => {
    const location = branch(3);
    const good = {
      locationId: location.locationId,
      resource: 'water',
      periodStart: `${october}-01`,
      periodEnd: `${october}-31`,
      quantity: 12,
      unit: 'kL',
    };
    expect((await bill(ADMIN, good)).statusCode).toBe(201);
    const before = await snapshot(ctx.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: -1 }, 'quantity'],
      [{ unit: 'gallons' }, 'unit'],
      [{ unit: 'kWh' }, 'unit'],
      [{ periodStart: `${november}-10`, periodEnd: `${november}-01` }, 'periodEnd'],
      [{ periodStart: `${october}-31`, periodEnd: `${november}-30` }, 'periodStart'],
    ];
    for (const [change, field] of cases) {
      const response = await bill(ADMIN, { ...good, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(
        response.json().details.map((detail: { path: string }) => detail.path),
        JSON.stringify(change),
      ).toContain(`body.${field}`);
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it("answers 404 for another organisation's ids and changes nothing", async () => {
    const theirs = await ctx.db.execute<{ id: string }>(
      sql`select b.id from esg_bills b join locations l on l.id = b.location_id
        where l.location_id = ${otherLocation.locationId} and b.org_id <> (select org_id from locations where location_id = ${branch(0).locationId} limit 1) limit 1`,
    );
    const id = theirs.rows[0]!.id;
    const before = await snapshot(ctx.db);
    const body = {
      locationId: otherLocation.locationId,
      resource: 'electricity',
      periodStart: `${year - 1}-01-01`,
      periodEnd: `${year - 1}-01-31`,
      quantity: 1,
      unit: 'kWh',
    };
    expect((await call(ADMIN, 'PUT', `/api/esg/bills/${id}`, body)).statusCode).toBe(404);
    expect((await call(ADMIN, 'DELETE', `/api/esg/bills/${id}`)).statusCode).toBe(404);
    expect((await call(ADMIN, 'GET', `/api/esg/bills/${id}/file`)).statusCode).toBe(404);
    if (otherLocation.locationId !== branch(0).locationId) {
      expect((await bill(ADMIN, body)).statusCode).toBe(404);
      expect(
        (await call(ADMIN, 'GET', `/api/esg/report?locations=${otherLocation.locationId}`))
          .statusCode,
      ).toBe(404);
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('lets admins and users enter, admins manage, everyone read', async () => {
    const body = {
      locationId: branch(4).locationId,
      resource: 'water',
      periodStart: `${year - 1}-02-01`,
      periodEnd: `${year - 1}-02-10`,
      quantity: 3,
      unit: 'kL',
    };
    expect((await bill(VIEWER, body)).statusCode).toBe(403);
    expect(
      (await call(USER, 'POST', `/api/esg/months/${november}/restate`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(VIEWER, 'GET', '/api/esg/factors')).statusCode).toBe(200);
    const waste = await call(USER, 'PUT', '/api/esg/waste', {
      locationId: branch(4).locationId,
      month: october,
      category: 'e-waste',
      kilograms: 4.5,
    });
    expect(waste.statusCode, waste.body).toBe(200);
    const data = await report(`from=${october}&to=${october}&locations=${branch(4).locationId}`);
    expect(data.headline.waste.value).toBeGreaterThanOrEqual(4.5);
  });
});
