import type { LocationRecord, StagedLocationRecord } from '@fm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/db-snapshot';
import { ADMIN, OTHER_ADMIN, requester } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';

/**
 * Every location and staging endpoint, called by one organisation with the other's ids or
 * orgId: always 404 'not found' (as for something that does not exist), and no row of either
 * organisation changes.
 */
describe('the tenant walls of the location and staging endpoints', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let ours: LocationRecord;
  let theirs: LocationRecord;
  let ourStaged: StagedLocationRecord;
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    [ours] = (await call(ADMIN, 'GET', '/api/locations')).json().data.locations;
    [theirs] = (await call(OTHER_ADMIN, 'GET', '/api/locations')).json().data.locations;
    [ourStaged] = (
      await call(ADMIN, 'GET', '/api/staged-locations')
    ).json().data.groupedByStatus.pending;
  });
  afterAll(() => ctx.close());

  const expect404 = async (
    as: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => {
    const response = await call(as, method, url, body);
    expect(response.statusCode, `${method} ${url} ${JSON.stringify(body ?? '')}`).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(response.json().error).toMatch(/not found$/);
  };

  it("answers 404 for another organisation's locations, by id and by number", async () => {
    const before = await snapshot(ctx.db);
    // Their uuid, and our number asked by them (they have no location 1001, we have no 101).
    const foreign: [string, string | number][] = [
      [ADMIN, theirs.id],
      [ADMIN, theirs.locationId],
      [OTHER_ADMIN, ours.id],
      [OTHER_ADMIN, ours.locationId],
    ];
    for (const [as, key] of foreign) {
      await expect404(as, 'GET', `/api/locations/${key}`);
      await expect404(as, 'GET', `/api/locations/${key}/audit`);
      await expect404(as, 'PUT', `/api/location/${key}`, { updates: { name: 'Taken over' } });
      await expect404(as, 'PUT', '/api/location-status', {
        locationId: key,
        status: 'inactive',
        reason: 'Taken over',
      });
      await expect404(as, 'POST', '/api/getLocationSPOC', { locationId: key });
      await expect404(as, 'DELETE', `/api/location/${key}`);
    }
    // One foreign location among their own makes the whole contact lookup a 404.
    await expect404(ADMIN, 'POST', '/api/getLocationSPOC', { locationIds: [ours.id, theirs.id] });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('answers 404 for an orgId that is not the caller’s, in a body or a query', async () => {
    const before = await snapshot(ctx.db);
    const other = ctx.seed.otherOrgId;
    await expect404(ADMIN, 'POST', '/api/add-location', {
      orgId: other,
      locationData: { country: 'India', state: 'Goa', city: 'Panaji', pinCode: '403001' },
    });
    await expect404(ADMIN, 'POST', '/api/add-location', {
      orgId: String(other),
      locationData: { country: 'India', state: 'Goa', city: 'Panaji', pinCode: '403001' },
    });
    await expect404(ADMIN, 'GET', `/api/staged-locations?orgId=${other}`);
    await expect404(ADMIN, 'POST', '/api/getLocationSPOC', { locationId: ours.id, orgId: other });
    await expect404(ADMIN, 'PUT', '/api/location-status', {
      locationId: ours.id,
      status: 'inactive',
      reason: 'x',
      orgId: other,
    });
    await expect404(OTHER_ADMIN, 'GET', `/api/staged-locations?orgId=${ctx.seed.demoOrgId}`);
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it("answers 404 for another organisation's staged location, whatever the body", async () => {
    const before = await snapshot(ctx.db);
    const url = `/api/staged-locations/${ourStaged._id}`;
    const locationId = ourStaged.locationId;
    for (const body of [
      { locationId, action: 'approve_and_move', status: 'approved', comments: 'Mine' },
      { locationId, action: 'reject_only', status: 'rejected', comments: 'Mine' },
      { locationId, locationData: { city: 'Elsewhere' } },
      {
        locationId,
        action: 'save_and_approve',
        status: 'approved',
        locationData: { city: 'Elsewhere' },
      },
    ])
      await expect404(OTHER_ADMIN, 'PUT', url, body);
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('shows each organisation only its own staged locations and counters', async () => {
    const theirStaged = (await call(OTHER_ADMIN, 'GET', '/api/staged-locations')).json().data;
    expect(theirStaged.counts).toEqual({ pending: 0, approved: 0, rejected: 0, total: 0 });
    const ourNext = (await call(ADMIN, 'GET', '/api/next-counters')).json().data.locationId;
    const theirNext = (await call(OTHER_ADMIN, 'GET', '/api/next-counters')).json().data.locationId;
    expect([ourNext, theirNext]).toEqual([1064, 107]);
  });
});
