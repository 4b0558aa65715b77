import { LocationRecord } from '@fm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWER, requester } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { locations } from '../../db/schema';
import { inTenant } from '../../db/tenant';

describe('GET /api/locations', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const list = async (url = '/api/locations', email = 'admin@demo.example') => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: await ctx.as(email) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    return body.data.locations as LocationRecord[];
  };

  it("lists the organisation's live locations by location number, in the contract's shape", async () => {
    const records = await list();
    expect(records.length).toBeGreaterThanOrEqual(40);
    for (const record of records) expect(LocationRecord.safeParse(record).success).toBe(true);
    expect(records.map((r) => r.locationId)).toEqual(
      [...records.map((r) => r.locationId)].sort((a, b) => a - b),
    );
    expect(new Set(records.map((r) => r.orgId))).toEqual(new Set([ctx.seed.demoOrgId]));
    expect(new Set(records.map((r) => r.state)).size).toBeGreaterThanOrEqual(10);
  });

  it('filters by status', async () => {
    const inactive = await list('/api/locations?status=inactive');
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((r) => r.status === 'inactive')).toBe(true);
  });

  it("never includes another organisation's locations", async () => {
    const names = (await list()).map((r) => r.name);
    expect(names.some((name) => name?.startsWith('Harbor'))).toBe(false);
    const theirs = await list('/api/locations', 'admin@other.example');
    expect(theirs.length).toBeGreaterThan(0);
    expect(
      theirs.every((r) => r.orgId === ctx.seed.otherOrgId && r.name?.startsWith('Harbor')),
    ).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/locations' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/locations/{id}', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let first: LocationRecord;
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    first = (await call(VIEWER, 'GET', '/api/locations')).json().data.locations[0];
  });
  afterAll(() => ctx.close());

  it('answers one location, by number or by id, as data.locations holding that record', async () => {
    for (const key of [first.locationId, first.id]) {
      const response = await call(VIEWER, 'GET', `/api/locations/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { locations: [first] } });
    }
  });

  it('applies the status filter: another status is a 404', async () => {
    const same = await call(VIEWER, 'GET', `/api/locations/${first.id}?status=${first.status}`);
    expect(same.statusCode).toBe(200);
    const other = first.status === 'active' ? 'inactive' : 'active';
    const response = await call(VIEWER, 'GET', `/api/locations/${first.id}?status=${other}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: 'Location not found',
      code: 'NOT_FOUND',
    });
  });

  it('answers 404 for a number or id the organisation does not have, 400 for neither', async () => {
    for (const key of ['999999', '00000000-0000-4000-8000-000000000000'])
      expect((await call(VIEWER, 'GET', `/api/locations/${key}`)).statusCode).toBe(404);
    for (const key of ['abc', '0', '-5', '12.5'])
      expect((await call(VIEWER, 'GET', `/api/locations/${key}`)).statusCode).toBe(400);
  });
});

describe('row-level security (the second tenant wall)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('shows a tenant transaction only its own rows, even without a WHERE clause', async () => {
    const rows = await inTenant(ctx.db, ctx.seed.otherOrgId, (tx) => tx.select().from(locations));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.orgId === ctx.seed.otherOrgId)).toBe(true);
  });

  it("refuses to write a row into another organisation's space", async () => {
    const [demoRow] = await ctx.db
      .select()
      .from(locations)
      .where(eq(locations.orgId, ctx.seed.demoOrgId))
      .limit(1);
    await expect(
      inTenant(ctx.db, ctx.seed.otherOrgId, (tx) =>
        tx
          .insert(locations)
          .values({ orgId: ctx.seed.demoOrgId, locationId: 999_999, name: 'Intruder' }),
      ),
    ).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/row-level security policy/) },
    });
    const changed = await inTenant(ctx.db, ctx.seed.otherOrgId, (tx) =>
      tx
        .update(locations)
        .set({ name: 'Renamed' })
        .where(eq(locations.id, demoRow!.id))
        .returning(),
    );
    expect(changed).toEqual([]);
    const [after] = await ctx.db.select().from(locations).where(eq(locations.id, demoRow!.id));
    expect(after?.name).toBe(demoRow?.name);
  });
});
