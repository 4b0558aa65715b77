import { LocationRecord } from '@fm/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/db-snapshot';
import {
  ADMIN,
  APPROVER,
  USER,
  VIEWER,
  requester,
  signInDemoAccounts,
} from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { auditLog, locationContacts, locations, stagedLocations } from '../../db/schema';

let ctx: TestContext;
let call: ReturnType<typeof requester>;
let live: LocationRecord[];
beforeAll(async () => {
  ctx = await createTestContext();
  await signInDemoAccounts(ctx);
  call = requester(ctx);
  live = (await call(VIEWER, 'GET', '/api/locations')).json().data.locations;
});
afterAll(() => ctx.close());

const byStatus = (status: LocationRecord['status'], nth = 0) =>
  live.filter((location) => location.status === status)[nth]!;
const auditOf = (entityId: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe('PUT /api/location-status', () => {
  const setStatus = (body: Record<string, unknown>, as = ADMIN) =>
    call(as, 'PUT', '/api/location-status', body);

  it('sets an approved location active with a reason, recording who, when and why', async () => {
    const location = byStatus('approved');
    const response = await setStatus({
      locationId: location.locationId,
      status: 'active',
      userEmail: 'spoofed@demo.example',
      reason: 'Branch opened to customers',
    });
    expect(response.statusCode).toBe(200);
    const after = LocationRecord.parse(response.json().data.location);
    expect(after.status).toBe('active');
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(location.updatedAt));
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row).toMatchObject({ statusReason: 'Branch opened to customers', updatedBy: ADMIN });
    const [entry] = await auditOf(location.id);
    expect(entry).toMatchObject({ action: 'locations.location.status-changed', actorEmail: ADMIN });
    expect(entry?.changes).toEqual({
      before: { status: 'approved' },
      after: { status: 'active' },
      reason: 'Branch opened to customers',
    });
  });

  it('sets an active one inactive by its id, and changes nothing when it already is', async () => {
    const location = byStatus('active', 3);
    const body = { locationId: location.id, status: 'inactive', reason: 'Flooded basement' };
    expect((await setStatus(body)).json().data.location.status).toBe('inactive');
    const before = await snapshot(ctx.db);
    const again = await setStatus({ ...body, reason: 'Still flooded' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.location.status).toBe('inactive');
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses a missing reason, another status or an unknown location, changing nothing', async () => {
    const location = byStatus('active', 4);
    const before = await snapshot(ctx.db);
    const noReason = await setStatus({ locationId: location.locationId, status: 'inactive' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toContain('body.reason');
    const blank = await setStatus({
      locationId: location.locationId,
      status: 'inactive',
      reason: ' ',
    });
    expect(blank.json().error).toContain('A reason is required');
    for (const status of ['approved', 'rejected', 'closed'])
      expect(
        (await setStatus({ locationId: location.locationId, status, reason: 'x' })).statusCode,
      ).toBe(400);
    expect(
      (
        await setStatus({
          locationId: location.locationId,
          status: 'inactive',
          reason: 'x'.repeat(501),
        })
      ).statusCode,
    ).toBe(400);
    const unknown = await setStatus({ locationId: 999_999, status: 'inactive', reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Location not found');
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('is for admins only', async () => {
    const location = byStatus('active', 5);
    const before = await snapshot(ctx.db);
    for (const as of [APPROVER, USER, VIEWER])
      expect(
        (await setStatus({ locationId: location.locationId, status: 'inactive', reason: 'x' }, as))
          .statusCode,
      ).toBe(403);
    expect(await snapshot(ctx.db)).toEqual(before);
  });
});

describe('PUT /api/location/{id}', () => {
  const edit = (key: string | number, updates: unknown, as = ADMIN) =>
    call(as, 'PUT', `/api/location/${key}`, { updates, updatedBy: 'spoofed@demo.example' });

  it('changes only the given fields and audits their before and after', async () => {
    const location = byStatus('active', 6);
    const response = await edit(location.locationId, {
      name: '  Renamed Branch ',
      landmark: '',
      branchAreaSize: 2500,
      latitude: '19.25',
      longitude: location.longitude,
    });
    expect(response.statusCode).toBe(200);
    const after = LocationRecord.parse(response.json().data.location);
    expect(after).toEqual({
      ...location,
      name: 'Renamed Branch',
      landmark: null,
      branchAreaSize: 2500,
      latitude: 19.25,
      updatedAt: after.updatedAt,
    });
    const [entry] = await auditOf(location.id);
    expect(entry).toMatchObject({ action: 'locations.location.updated', actorEmail: ADMIN });
    expect(entry?.changes).toEqual({
      before: {
        name: location.name,
        landmark: location.landmark,
        branchAreaSize: location.branchAreaSize,
        latitude: location.latitude,
      },
      after: { name: 'Renamed Branch', landmark: null, branchAreaSize: 2500, latitude: 19.25 },
    });
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row?.updatedBy).toBe(ADMIN);
  });

  it('writes nothing when the values are the ones stored', async () => {
    const location = byStatus('active', 7);
    const before = await snapshot(ctx.db);
    const response = await edit(location.id, { city: location.city, name: location.name });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.location).toEqual(location);
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses bad or protected fields and half coordinates, changing nothing', async () => {
    const location = byStatus('active', 8);
    const before = await snapshot(ctx.db);
    for (const [updates, message] of [
      [{}, 'Give at least one field to update'],
      [{ status: 'inactive' }, 'body.updates'],
      [{ locationId: 1 }, 'body.updates'],
      [{ orgId: ctx.seed.otherOrgId }, 'body.updates'],
      [{ city: ' ' }, 'City is required'],
      [{ pinCode: '12345' }, 'PIN code must be 6 digits'],
      [{ latitude: -91 }, 'Latitude must be between -90 and 90'],
      [{ latitude: null }, 'Give both latitude and longitude, or neither'],
      [{ name: 'x'.repeat(151) }, 'Name must be at most 150 characters'],
    ] as const) {
      const response = await edit(location.locationId, updates);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect((await call(ADMIN, 'PUT', `/api/location/${location.id}`, {})).statusCode).toBe(400);
    expect((await edit(999_999, { name: 'Ghost' })).statusCode).toBe(404);
    for (const as of [APPROVER, USER, VIEWER])
      expect((await edit(location.id, { name: 'Mine now' }, as)).statusCode).toBe(403);
    expect(await snapshot(ctx.db)).toEqual(before);
  });
});

describe('DELETE /api/location/{id}', () => {
  it('removes the location with its contacts, audited with the record as it was', async () => {
    const location = byStatus('active', 9);
    const contacts = await ctx.db
      .select()
      .from(locationContacts)
      .where(eq(locationContacts.locationId, location.id));
    expect(contacts.length).toBeGreaterThan(0);
    const response = await call(ADMIN, 'DELETE', `/api/location/${location.locationId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ location, removed: { contacts: contacts.length } });
    expect((await call(VIEWER, 'GET', `/api/locations/${location.id}`)).statusCode).toBe(404);
    expect(
      await ctx.db
        .select()
        .from(locationContacts)
        .where(eq(locationContacts.locationId, location.id)),
    ).toEqual([]);
    const [entry] = await auditOf(location.id);
    expect(entry).toMatchObject({ action: 'locations.location.deleted', actorEmail: ADMIN });
    expect(entry?.changes).toEqual({ before: location, removed: { contacts: contacts.length } });
    expect((await call(ADMIN, 'DELETE', `/api/location/${location.id}`)).statusCode).toBe(404);
  });

  it('keeps the staged location it was approved from, unlinked', async () => {
    const [staged] = await ctx.db
      .select()
      .from(stagedLocations)
      .where(
        and(eq(stagedLocations.orgId, ctx.seed.demoOrgId), eq(stagedLocations.status, 'approved')),
      );
    const response = await call(ADMIN, 'DELETE', `/api/location/${staged!.masterLocationId}`);
    expect(response.statusCode).toBe(200);
    const [after] = await ctx.db
      .select()
      .from(stagedLocations)
      .where(eq(stagedLocations.id, staged!.id));
    expect(after).toMatchObject({ status: 'approved', masterLocationId: null });
  });

  it('is for admins only, and a missing location is a 404', async () => {
    const location = byStatus('active', 10);
    const before = await snapshot(ctx.db);
    for (const as of [APPROVER, USER, VIEWER])
      expect((await call(as, 'DELETE', `/api/location/${location.id}`)).statusCode).toBe(403);
    expect((await call(ADMIN, 'DELETE', '/api/location/999999')).statusCode).toBe(404);
    expect((await call(ADMIN, 'DELETE', '/api/location/not-a-location')).statusCode).toBe(400);
    expect(await snapshot(ctx.db)).toEqual(before);
  });
});
