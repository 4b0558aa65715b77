import { ListStagedLocationsData, StagedLocationRecord } from '@fm/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/db-snapshot';
import {
  ADMIN,
  OTHER_ADMIN,
  USER,
  VENDOR,
  VIEWER,
  requester,
  signInDemoAccounts,
} from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { auditLog, stagedLocations } from '../../db/schema';

const goa = {
  locationNickname: 'Panaji Branch',
  country: 'India',
  state: 'Goa',
  city: 'Panaji',
  district: 'North Goa',
  street: '18th June Road',
  pinCode: '403001',
  latitude: '15.4989',
  longitude: 73.8278,
};

describe('POST /api/add-location and GET /api/next-counters', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    ctx = await createTestContext();
    await signInDemoAccounts(ctx);
    call = requester(ctx);
  });
  afterAll(() => ctx.close());

  const next = async (as = USER) => {
    const response = await call(as, 'GET', '/api/next-counters');
    expect(response.statusCode).toBe(200);
    return response.json().data.locationId as number;
  };
  const add = (locationData: unknown, as = USER, orgId: unknown = ctx.seed.demoOrgId) =>
    call(as, 'POST', '/api/add-location', {
      locationData,
      orgId,
      createdBy: 'someone@else.example',
    });

  it('peeks the next location number without taking it', async () => {
    const first = await next();
    expect(first).toBe(1064); // 52 branches and 11 staged locations use 1001-1063
    expect(await next(ADMIN)).toBe(first);
  });

  it('stages a pending location with that number, the caller as creator and orgId as a number', async () => {
    const peeked = await next();
    const response = await add(goa, USER, String(ctx.seed.demoOrgId));
    expect(response.statusCode).toBe(201);
    const staged = StagedLocationRecord.parse(response.json().data.stagedLocation);
    expect(staged).toMatchObject({
      orgId: ctx.seed.demoOrgId,
      locationId: peeked,
      status: 'pending',
      uid: 'PANAJI-BRANCH_INDIA_GOA_PANAJI_403001',
      city: 'Panaji',
      latitude: 15.4989,
      longitude: 73.8278,
      createdBy: USER,
      masterLocationId: null,
      approvedAt: null,
      rejectedAt: null,
    });
    expect(await next()).toBe(peeked + 1);

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'staging.staged-location.added'),
          eq(auditLog.entityId, staged._id),
        ),
      );
    expect(audit).toMatchObject({ actorEmail: USER, entityType: 'staged_location' });
    expect(audit?.changes).toMatchObject({ after: { status: 'pending', locationId: peeked } });
  });

  it('ignores a location number the form sends: the counter decides', async () => {
    const peeked = await next();
    const response = await add({ ...goa, locationId: 1001 });
    expect(response.json().data.stagedLocation.locationId).toBe(peeked);
  });

  it('gives concurrent additions distinct consecutive numbers', async () => {
    const peeked = await next();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => add({ ...goa, locationNickname: `Panaji ${i}` }, ADMIN)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numbers = responses.map((r) => r.json().data.stagedLocation.locationId as number);
    expect([...numbers].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4].map((i) => peeked + i));
  });

  it('ignores the fields the server owns: a new location is pending, its UID derived', async () => {
    const response = await add({
      ...goa,
      status: 'approved',
      uid: 'MADE-UP',
      approvedBy: 'mallory@example.com',
      orgId: 999,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.stagedLocation).toMatchObject({
      status: 'pending',
      uid: 'PANAJI-BRANCH_INDIA_GOA_PANAJI_403001',
      approvedBy: null,
      orgId: ctx.seed.demoOrgId,
    });
  });

  it('refuses incomplete or malformed data with 400 and changes nothing', async () => {
    const before = await snapshot(ctx.db);
    const { city: _city, ...noCity } = goa;
    const bad: [unknown, string][] = [
      [noCity, 'body.locationData.city: City is required'],
      [{ ...goa, pinCode: '40300' }, 'PIN code must be 6 digits and cannot start with 0'],
      [{ ...goa, latitude: 95 }, 'Latitude must be between -90 and 90'],
      [{ ...goa, longitude: null }, 'Give both latitude and longitude, or neither'],
      [{ ...goa, street: 'x'.repeat(151) }, 'Street must be at most 150 characters'],
      [{ ...goa, colour: 'blue' }, 'body.locationData: Unrecognized key: "colour"'],
    ];
    for (const [locationData, message] of bad) {
      const response = await add(locationData);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().error).toContain(message);
    }
    expect((await add(goa, USER, 'acme')).statusCode).toBe(400);
    expect((await call(USER, 'POST', '/api/add-location', { locationData: goa })).statusCode).toBe(
      400,
    );
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('lets only those who may stage locations add them, or peek at numbers', async () => {
    const before = await snapshot(ctx.db);
    for (const as of [VIEWER, VENDOR]) {
      expect((await add(goa, as)).statusCode).toBe(403);
      expect((await call(as, 'GET', '/api/next-counters')).statusCode).toBe(403);
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('keeps each organisation its own counter', async () => {
    expect(await next(OTHER_ADMIN)).toBe(107); // six warehouses, 101-106
  });
});

describe('GET /api/staged-locations', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    ctx = await createTestContext();
    await signInDemoAccounts(ctx);
    call = requester(ctx);
  });
  afterAll(() => ctx.close());

  it('lists every staged location newest first, grouped by status, with counts', async () => {
    const response = await call(VIEWER, 'GET', `/api/staged-locations?orgId=${ctx.seed.demoOrgId}`);
    expect(response.statusCode).toBe(200);
    const data = ListStagedLocationsData.parse(response.json().data);
    expect(data.counts).toEqual({ pending: 5, approved: 3, rejected: 3, total: 11 });
    const created = data.locations.map((location) => location.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      expect(data.groupedByStatus[status]).toEqual(
        data.locations.filter((location) => location.status === status),
      );
    }
    const rejected = data.groupedByStatus.rejected[0]!;
    expect(rejected.comments).toBeTruthy();
    expect(rejected.rejectedBy).toBe('approver@demo.example');
    const approved = data.groupedByStatus.approved[0]!;
    expect(approved.masterLocationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('works without orgId too, and refuses one that is not a number', async () => {
    const response = await call(USER, 'GET', '/api/staged-locations');
    expect(response.json().data.counts.total).toBe(11);
    expect((await call(USER, 'GET', '/api/staged-locations?orgId=abc')).statusCode).toBe(400);
  });

  it('shows a newly staged location in the pending group', async () => {
    const added = await call(USER, 'POST', '/api/add-location', {
      locationData: goa,
      orgId: ctx.seed.demoOrgId,
    });
    const id = added.json().data.stagedLocation._id;
    const data = (await call(ADMIN, 'GET', '/api/staged-locations')).json().data;
    expect(data.counts).toEqual({ pending: 6, approved: 3, rejected: 3, total: 12 });
    expect(data.locations[0]._id).toBe(id);
    expect(data.groupedByStatus.pending.map((l: { _id: string }) => l._id)).toContain(id);
    const [row] = await ctx.db.select().from(stagedLocations).where(eq(stagedLocations.id, id));
    expect(row?.createdBy).toBe(USER);
  });
});
