import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ListLocationsResponse, LocationRecord } from '@fm/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, VIEWER, requester } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { connectDatabase } from '../../db/client';
import { locations } from '../../db/schema';
import { inTenant, readInTenant } from '../../db/tenant';

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

describe('GET /api/locations: ETag and 304', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
  });
  afterAll(() => ctx.close());

  const get = async (url: string, ifNoneMatch?: string, as = VIEWER) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...(await ctx.as(as)), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });

  it('tags the list, and answers 304 without a body while the list is unchanged', async () => {
    const full = await get('/api/locations');
    const etag = full.headers.etag as string;
    expect(etag).toMatch(/^W\/"locations\..+"$/);
    expect(full.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/api/locations', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('/api/locations', `W/"other", ${etag}`)).statusCode).toBe(304);
    expect((await get('/api/locations', '*')).statusCode).toBe(304);
    expect((await get('/api/locations', 'W/"stale"')).statusCode).toBe(200);
  });

  it('tags each filter apart', async () => {
    const all = (await get('/api/locations')).headers.etag as string;
    const inactive = await get('/api/locations?status=inactive', all);
    expect(inactive.statusCode).toBe(200);
    expect(inactive.headers.etag).not.toBe(all);
  });

  it('gives a new tag after any change to the live locations, and the new list with it', async () => {
    const before = await get('/api/locations');
    const etag = before.headers.etag as string;
    const target = (before.json().data.locations as LocationRecord[]).find(
      (location) => location.status === 'approved',
    )!;
    const changed = await call(ADMIN, 'PUT', '/api/location-status', {
      locationId: target.locationId,
      status: 'active',
      reason: 'Opened',
    });
    expect(changed.statusCode).toBe(200);
    const after = await get('/api/locations', etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const updated = (after.json().data.locations as LocationRecord[]).find(
      (location) => location.id === target.id,
    );
    expect(updated?.status).toBe('active');
  });

  it('compresses the list as the client accepts, each form decoding to the same JSON', async () => {
    const headers = await ctx.as(VIEWER);
    const fetchAs = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/locations',
        headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await fetchAs();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    // The first is compressed on the fly, later ones get the form made in the background.
    for (let round = 0; round < 3; round += 1) {
      const br = await fetchAs('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const gzip = await fetchAs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(ListLocationsResponse.safeParse(plain.json()).success).toBe(true);
  });

  it('never answers a list older than the last change, with or without a tag', async () => {
    const before = (await get('/api/locations')).json().data.locations as LocationRecord[];
    const target = before.find((location) => location.status === 'active')!;
    await call(ADMIN, 'PUT', `/api/location/${target.id}`, { updates: { floor: 'Fifth Floor' } });
    const after = (await get('/api/locations')).json().data.locations as LocationRecord[];
    expect(after.find((location) => location.id === target.id)?.floor).toBe('Fifth Floor');
  });

  it('answers a change by another writer (another process, psql) once its NOTIFY arrives', async () => {
    const before = (await get('/api/locations')).json().data.locations as LocationRecord[];
    const target = before.find((location) => location.status === 'active')!;
    const etag = (await get('/api/locations')).headers.etag as string;
    // The version is kept in memory (decision 045); the counter's trigger tells every process.
    await ctx.db.update(locations).set({ floor: 'Sixth Floor' }).where(eq(locations.id, target.id));
    const floorNow = async () => {
      const list = (await get('/api/locations')).json().data.locations as LocationRecord[];
      return list.find((location) => location.id === target.id)?.floor;
    };
    await expect.poll(floorNow, { timeout: 5_000 }).toBe('Sixth Floor');
    expect((await get('/api/locations', etag)).statusCode).toBe(200);
  });

  it("is not changed by another organisation's changes", async () => {
    const etag = (await get('/api/locations')).headers.etag as string;
    const theirs = (await get('/api/locations', undefined, 'admin@other.example')).json().data
      .locations as LocationRecord[];
    await call('admin@other.example', 'PUT', `/api/location/${theirs[0]!.id}`, {
      updates: { landmark: 'Near the new gate' },
    });
    expect((await get('/api/locations', etag)).statusCode).toBe(304);
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

  it('reads in one statement behind the same walls: own rows only, read only, settings gone after', async () => {
    const rows = await readInTenant<{ org_id: number; who: string; mode: string }>(
      ctx.db,
      ctx.seed.otherOrgId,
      sql`select org_id, current_user as who, current_setting('transaction_read_only') as mode from locations`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.org_id === ctx.seed.otherOrgId)).toBe(true);
    expect(new Set(rows.map((row) => `${row.who} ${row.mode}`))).toEqual(
      new Set(['app_tenant on']),
    );
    const foreign = await readInTenant(
      ctx.db,
      ctx.seed.otherOrgId,
      sql`select id from organizations where id = ${ctx.seed.demoOrgId}`,
    );
    expect(foreign).toEqual([]);
    await expect(
      readInTenant(ctx.db, ctx.seed.otherOrgId, sql`delete from locations returning id`),
    ).rejects.toThrow(/read-only transaction/);
    // On one connection: the settings end with the statement, the next query is the owner's.
    const single = connectDatabase(ctx.db.$client.options.connectionString!, { max: 1 });
    try {
      await readInTenant(single.db, ctx.seed.otherOrgId, sql`select 1`);
      const { rows } = await single.pool.query(
        "select current_user as who, coalesce(current_setting('app.org_id', true), '') as org",
      );
      expect(rows[0].who).not.toBe('app_tenant');
      expect(rows[0].org).toBe('');
    } finally {
      await single.close();
    }
    await expect(
      readInTenant(ctx.db, ctx.seed.otherOrgId, sql`select ${"x'; drop table locations; --"}`),
    ).rejects.toThrow(/numbers and plain words/);
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
