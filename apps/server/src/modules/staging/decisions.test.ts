import {
  LocationRecord,
  StagedLocationRecord,
  type PutStagedLocationBodyInput,
} from '@fm/contracts';
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
import { countRowUpdates } from '../../../test/row-writes';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { auditLog, locations, stagedLocations } from '../../db/schema';

describe('PUT /api/staged-locations/{id}: approve_and_move and reject_only', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let pending: StagedLocationRecord[];
  let rejected: StagedLocationRecord[];
  let approved: StagedLocationRecord[];
  let updatesOf: (id: string) => Promise<number>;
  beforeAll(async () => {
    ctx = await createTestContext();
    await signInDemoAccounts(ctx);
    call = requester(ctx);
    updatesOf = await countRowUpdates(ctx.db, 'staged_locations');
    const data = (await call(ADMIN, 'GET', '/api/staged-locations')).json().data;
    ({ pending, rejected, approved } = data.groupedByStatus);
  });
  afterAll(() => ctx.close());

  const put = (staged: StagedLocationRecord, body: PutStagedLocationBodyInput, as = APPROVER) =>
    call(as, 'PUT', `/api/staged-locations/${staged._id}`, body);
  const approve = (staged: StagedLocationRecord, as = APPROVER) =>
    put(
      staged,
      {
        locationId: staged.locationId,
        action: 'approve_and_move',
        status: 'approved',
        approverInfo: { id: 'someone-else', name: 'Not Me' },
        comments: 'Documents verified',
      },
      as,
    );
  const reject = (staged: StagedLocationRecord, comments?: string, as = APPROVER) =>
    put(
      staged,
      { locationId: staged.locationId, action: 'reject_only', status: 'rejected', comments },
      as,
    );
  const liveWithNumber = (locationId: number) =>
    ctx.db
      .select()
      .from(locations)
      .where(and(eq(locations.orgId, ctx.seed.demoOrgId), eq(locations.locationId, locationId)));
  const auditOf = (entityId: string) =>
    ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

  it('approve_and_move: stamps the caller, moves a copy to live and links it', async () => {
    const staged = pending[0]!;
    const response = await approve(staged);
    expect(response.statusCode).toBe(200);
    const { locationData, liveLocation } = response.json().data;
    const after = StagedLocationRecord.parse(locationData);
    const live = LocationRecord.parse(liveLocation);
    expect(after).toMatchObject({
      status: 'approved',
      approvedBy: APPROVER,
      approverInfo: { email: APPROVER, name: 'Rahul Verma' },
      comments: 'Documents verified',
      masterLocationId: live.id,
      rejectedAt: null,
    });
    expect(after.approverInfo?.id).not.toBe('someone-else');
    expect(Date.parse(after.approvedAt!)).toBeGreaterThan(Date.parse(staged.createdAt));
    expect(live).toMatchObject({
      locationId: staged.locationId,
      name: staged.locationNickname,
      city: staged.city,
      pinCode: staged.pinCode,
      latitude: staged.latitude,
      status: 'approved',
      locationType: 'office',
    });
    expect(await liveWithNumber(staged.locationId)).toHaveLength(1);
    const list = (await call(VIEWER, 'GET', '/api/locations')).json().data.locations;
    expect(list.map((l: LocationRecord) => l.id)).toContain(live.id);

    const trail = await auditOf(staged._id);
    expect(trail.map((entry) => entry.action)).toEqual(['staging.staged-location.approved']);
    expect(trail[0]!.changes).toMatchObject({
      before: { status: 'pending', approvedBy: null },
      after: { status: 'approved', approvedBy: APPROVER, masterLocationId: live.id },
      reason: 'Documents verified',
    });
    expect((await auditOf(live.id)).map((entry) => entry.action)).toEqual([
      'locations.location.created',
    ]);
    // Status, stamps and the link to the live copy are one write of the staged row.
    expect(await updatesOf(staged._id)).toBe(1);
  });

  it('reject_only: stamps the caller and keeps the comments as the reason; nothing goes live', async () => {
    const staged = pending[1]!;
    const response = await reject(staged, 'Lease not signed yet');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      locationData: {
        status: 'rejected',
        rejectedBy: APPROVER,
        comments: 'Lease not signed yet',
        approvedAt: null,
        masterLocationId: null,
      },
      liveLocation: null,
    });
    expect(response.json().data.locationData.rejectedAt).toMatch(/Z$/);
    expect(await updatesOf(staged._id)).toBe(1);
    expect(await liveWithNumber(staged.locationId)).toHaveLength(0);
    const [entry] = await auditOf(staged._id);
    expect(entry).toMatchObject({
      action: 'staging.staged-location.rejected',
      actorEmail: APPROVER,
    });
    expect(entry?.changes).toMatchObject({
      reason: 'Lease not signed yet',
      after: { status: 'rejected' },
    });
  });

  it("refuses a rejection without comments with the spec's text, changing nothing", async () => {
    const before = await snapshot(ctx.db);
    for (const comments of [undefined, '', '   ']) {
      const response = await reject(pending[2]!, comments);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: 'Comments are required for rejection',
        code: 'BAD_REQUEST',
      });
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('answers 409 for a transition the flow does not allow, and changes nothing', async () => {
    const before = await snapshot(ctx.db);
    const done = approved[0]!;
    const turnedDown = rejected[2]!;
    const cases = [
      [
        await approve(done),
        'This location was already approved by approver@demo.example; it is live now, so change it there',
      ],
      [await reject(done, 'Too late'), 'This location was already approved'],
      [
        await put(done, { locationId: done.locationId, locationData: { floor: 'x' } }, USER),
        'already approved',
      ],
      [
        await approve(turnedDown),
        'This location was rejected by approver@demo.example; update it to resubmit it, or save and approve it',
      ],
      [
        await reject(turnedDown, 'Again'),
        'This location was already rejected by approver@demo.example',
      ],
    ] as const;
    for (const [response, message] of cases) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT' });
      expect(response.json().error).toContain(message);
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses bodies that do not fit, and locationIds that are not this location, changing nothing', async () => {
    const staged = rejected[2]!;
    const before = await snapshot(ctx.db);
    const wrongNumber = await put(
      staged,
      { locationId: staged.locationId + 1, locationData: { floor: 'G' } },
      USER,
    );
    expect(wrongNumber.statusCode).toBe(400);
    expect(wrongNumber.json().error).toBe(
      `locationId ${staged.locationId + 1} is not the number of this staged location (${staged.locationId})`,
    );
    for (const body of [
      { locationId: staged.locationId, action: 'approve_and_move', status: 'rejected' },
      { locationId: staged.locationId, action: 'delete', status: 'approved' },
      { locationId: staged.locationId, locationData: { floor: 'G' }, status: 'approved' },
      { locationId: staged.locationId },
      { action: 'reject_only', status: 'rejected', comments: 'No number' },
      { locationId: String(staged.locationId), locationData: { floor: 'G' } },
    ]) {
      const response = await call(APPROVER, 'PUT', `/api/staged-locations/${staged._id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await call(APPROVER, 'PUT', '/api/staged-locations/not-a-uuid', {
          locationId: 1,
          locationData: {},
        })
      ).statusCode,
    ).toBe(400);
    const missing = await call(
      APPROVER,
      'PUT',
      '/api/staged-locations/00000000-0000-4000-8000-000000000000',
      {
        locationId: 1,
        locationData: { floor: 'G' },
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Staged location not found');
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('lets only reviewers decide, and only those who stage locations update them', async () => {
    const staged = rejected[2]!;
    const before = await snapshot(ctx.db);
    expect((await reject(staged, 'No', USER)).statusCode).toBe(403);
    expect((await approve(staged, USER)).statusCode).toBe(403);
    expect(
      (await put(staged, { locationId: staged.locationId, locationData: { floor: 'G' } }, VIEWER))
        .statusCode,
    ).toBe(403);
    expect(await snapshot(ctx.db)).toEqual(before);
    const [row] = await ctx.db
      .select()
      .from(stagedLocations)
      .where(eq(stagedLocations.id, staged._id));
    expect(row?.status).toBe('rejected');
  });
});
