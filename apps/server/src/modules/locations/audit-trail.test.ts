import { LocationAuditData } from '@fm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, APPROVER, USER, VIEWER, requester } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';

describe('GET /api/locations/{id}/audit', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let liveId: string;
  let locationId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    // A location's whole life: staged, rejected, corrected, approved, opened, edited.
    const added = await call(USER, 'POST', '/api/add-location', {
      orgId: ctx.seed.demoOrgId,
      locationData: { country: 'India', state: 'Goa', city: 'Margao', pinCode: '403601' },
    });
    const staged = added.json().data.stagedLocation;
    locationId = staged.locationId;
    const url = `/api/staged-locations/${staged._id}`;
    await call(APPROVER, 'PUT', url, {
      locationId,
      action: 'reject_only',
      status: 'rejected',
      comments: 'Add the street',
    });
    await call(USER, 'PUT', url, { locationId, locationData: { street: 'Station Road' } });
    const approved = await call(APPROVER, 'PUT', url, {
      locationId,
      action: 'approve_and_move',
      status: 'approved',
      comments: 'Complete now',
    });
    liveId = approved.json().data.liveLocation.id;
    await call(ADMIN, 'PUT', '/api/location-status', {
      locationId,
      status: 'active',
      reason: 'Opened',
    });
    await call(ADMIN, 'PUT', `/api/location/${liveId}`, {
      updates: { landmark: 'Near the market' },
    });
  });
  afterAll(() => ctx.close());

  it('tells who changed what, newest first, from staging to today', async () => {
    const response = await call(VIEWER, 'GET', `/api/locations/${locationId}/audit`);
    expect(response.statusCode).toBe(200);
    const data = LocationAuditData.parse(response.json().data);
    expect(data.entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['locations.location.updated', ADMIN],
      ['locations.location.status-changed', ADMIN],
      ['staging.staged-location.approved', APPROVER],
      ['locations.location.created', APPROVER],
      ['staging.staged-location.updated', USER],
      ['staging.staged-location.rejected', APPROVER],
      ['staging.staged-location.added', USER],
    ]);
    expect(data.entries[0]!.changes).toEqual({
      before: { landmark: null },
      after: { landmark: 'Near the market' },
    });
  });

  it('derives the status history, oldest first, with the reasons', async () => {
    const data = (await call(VIEWER, 'GET', `/api/locations/${liveId}/audit`)).json().data;
    expect(
      data.statusHistory.map(
        (step: { status: string; by: string; reason: string | null; source: string }) => [
          step.status,
          step.by,
          step.reason,
          step.source,
        ],
      ),
    ).toEqual([
      ['pending', USER, null, 'staging'],
      ['rejected', APPROVER, 'Add the street', 'staging'],
      ['pending', USER, null, 'staging'],
      ['approved', APPROVER, 'Complete now', 'staging'],
      ['active', ADMIN, 'Opened', 'main'],
    ]);
  });

  it('limits the entries, never the history', async () => {
    const data = (await call(VIEWER, 'GET', `/api/locations/${liveId}/audit?limit=2`)).json().data;
    expect(data.entries).toHaveLength(2);
    expect(data.statusHistory).toHaveLength(5);
    for (const limit of ['0', '501', 'many'])
      expect(
        (await call(VIEWER, 'GET', `/api/locations/${liveId}/audit?limit=${limit}`)).statusCode,
      ).toBe(400);
  });

  it('answers an empty trail for a location nobody has changed, and 404 for an unknown one', async () => {
    const data = (await call(VIEWER, 'GET', '/api/locations/1001/audit')).json().data;
    expect(data).toEqual({ entries: [], statusHistory: [] });
    expect((await call(VIEWER, 'GET', '/api/locations/999999/audit')).statusCode).toBe(404);
  });
});
