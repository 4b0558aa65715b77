import type { PutStagedLocationBodyInput, StagedLocationRecord } from '@fm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/db-snapshot';
import { ADMIN, APPROVER, USER, requester } from '../../../test/requests';
import { countRowUpdates } from '../../../test/row-writes';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { auditLog } from '../../db/schema';

describe('PUT /api/staged-locations/{id}: the data update and save_and_approve', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let pending: StagedLocationRecord[];
  let rejected: StagedLocationRecord[];
  let updatesOf: (id: string) => Promise<number>;
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    updatesOf = await countRowUpdates(ctx.db, 'staged_locations');
    const data = (await call(ADMIN, 'GET', '/api/staged-locations')).json().data;
    ({ pending, rejected } = data.groupedByStatus);
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
        comments: 'Documents verified',
      },
      as,
    );
  const auditOf = (entityId: string) =>
    ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

  it('updates data (no action), answering data.locationData, the uid following the parts', async () => {
    const staged = pending[2]!;
    const response = await put(
      staged,
      {
        locationId: staged.locationId,
        locationData: { locationNickname: 'Salt Lake V', street: 'Sector V Road', zone: null },
      },
      APPROVER,
    );
    expect(response.statusCode).toBe(200);
    const { locationData, liveLocation } = response.json().data;
    expect(liveLocation).toBeNull();
    expect(locationData).toMatchObject({
      status: 'pending',
      locationNickname: 'Salt Lake V',
      street: 'Sector V Road',
      zone: null,
      city: staged.city,
      uid: `SALT-LAKE-V_INDIA_${staged.uid!.split('_').slice(2).join('_')}`,
    });
    const [entry] = await auditOf(staged._id);
    expect(entry?.changes).toEqual({
      before: {
        locationNickname: staged.locationNickname,
        street: staged.street,
        zone: staged.zone,
        uid: staged.uid,
      },
      after: {
        locationNickname: 'Salt Lake V',
        street: 'Sector V Road',
        zone: null,
        uid: locationData.uid,
      },
    });
  });

  it('writes nothing for an update that changes nothing', async () => {
    const staged = pending[3]!;
    const before = await snapshot(ctx.db);
    const response = await put(staged, {
      locationId: staged.locationId,
      locationData: { city: staged.city! },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.locationData).toEqual(staged);
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('accepts the record read back as locationData: the fields the server owns are ignored', async () => {
    const staged = pending[0]!;
    const other = rejected[2]!;
    const response = await put(
      staged,
      {
        locationId: staged.locationId,
        locationData: {
          ...staged,
          street: 'Park Street',
          // None of these may be applied: they are the server's.
          _id: other._id,
          orgId: 999,
          locationId: 1,
          status: 'approved',
          uid: 'MADE-UP',
          comments: 'Approved by me',
          approverInfo: { id: 'mallory' },
          approvedAt: '2020-01-01T00:00:00.000Z',
          approvedBy: 'mallory@example.com',
          createdBy: 'mallory@example.com',
          createdAt: '2020-01-01T00:00:00.000Z',
        } as never,
      },
      APPROVER,
    );
    expect(response.statusCode).toBe(200);
    const { locationData } = response.json().data;
    expect(locationData).toEqual({
      ...staged,
      street: 'Park Street',
      updatedAt: locationData.updatedAt,
    });
    const [entry] = await auditOf(staged._id);
    expect(entry?.changes).toEqual({
      before: { street: staged.street },
      after: { street: 'Park Street' },
    });
    const [untouched] = await auditOf(other._id);
    expect(untouched).toBeUndefined();
  });

  it('still refuses an unknown field in locationData, naming it, changing nothing', async () => {
    const staged = pending[0]!;
    const before = await snapshot(ctx.db);
    const response = await put(
      staged,
      { locationId: staged.locationId, locationData: { ...staged, colour: 'blue' } as never },
      APPROVER,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('body.locationData');
    expect(response.json().error).toContain('colour');
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses data that would leave the location incomplete or invalid, changing nothing', async () => {
    const staged = pending[3]!;
    const before = await snapshot(ctx.db);
    for (const [locationData, message] of [
      [{ city: '' }, 'City is required'],
      [{ pinCode: '0123456' }, 'PIN code must be 6 digits'],
      [{ latitude: null }, 'Give both latitude and longitude, or neither'],
      [{ longitude: 181 }, 'Longitude must be between -180 and 180'],
      [{ floor: 'x'.repeat(151) }, 'Floor must be at most 150 characters'],
    ] as const) {
      const response = await put(staged, { locationId: staged.locationId, locationData });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('save_and_approve: updates and approves in one step, the live copy carrying the new data', async () => {
    const staged = pending[3]!;
    const response = await put(staged, {
      locationId: staged.locationId,
      action: 'save_and_approve',
      status: 'approved',
      locationData: { buildingName: 'Cyber Towers', floor: 'Third Floor' },
      approverInfo: null,
      comments: 'Corrected the building',
    });
    expect(response.statusCode).toBe(200);
    const { locationData, liveLocation } = response.json().data;
    expect(locationData).toMatchObject({
      status: 'approved',
      buildingName: 'Cyber Towers',
      approvedBy: APPROVER,
    });
    expect(liveLocation).toMatchObject({
      buildingName: 'Cyber Towers',
      floor: 'Third Floor',
      locationId: staged.locationId,
    });
    expect(locationData.masterLocationId).toBe(liveLocation.id);
    expect(await updatesOf(staged._id)).toBe(1);
    const [entry] = await auditOf(staged._id);
    expect(entry?.action).toBe('staging.staged-location.saved-and-approved');
    expect(entry?.changes).toMatchObject({
      before: { status: 'pending', buildingName: staged.buildingName },
      after: { status: 'approved', buildingName: 'Cyber Towers', floor: 'Third Floor' },
      reason: 'Corrected the building',
    });
  });

  it('refuses save_and_approve with invalid data: not approved, nothing live', async () => {
    const staged = pending[4]!;
    const before = await snapshot(ctx.db);
    const response = await put(staged, {
      locationId: staged.locationId,
      action: 'save_and_approve',
      status: 'approved',
      locationData: { state: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('puts a corrected rejected location back to pending, clearing the rejection', async () => {
    const staged = rejected[0]!;
    const response = await put(staged, {
      locationId: staged.locationId,
      locationData: { plotNo: 'Plot 99' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.locationData).toMatchObject({
      status: 'pending',
      plotNo: 'Plot 99',
      comments: null,
      rejectedAt: null,
      rejectedBy: null,
      approverInfo: null,
    });
    const [entry] = await auditOf(staged._id);
    expect(entry?.changes).toMatchObject({
      before: { status: 'rejected', comments: staged.comments, rejectedBy: APPROVER },
      after: { status: 'pending', comments: null, rejectedBy: null },
    });
    const resubmitted = response.json().data.locationData;
    expect((await approve(resubmitted)).statusCode).toBe(200);
  });

  it('lets save_and_approve approve a rejected location directly', async () => {
    const staged = rejected[1]!;
    const response = await put(staged, {
      locationId: staged.locationId,
      action: 'save_and_approve',
      status: 'approved',
      locationData: { latitude: 10.02, longitude: 76.34 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.locationData).toMatchObject({
      status: 'approved',
      rejectedAt: null,
      rejectedBy: null,
    });
  });

  describe('by someone who may stage but not review (a user)', () => {
    const goa = { country: 'India', state: 'Goa', city: 'Panaji', pinCode: '403001' };
    const stage = async (as: string) =>
      (
        await call(as, 'POST', '/api/add-location', {
          orgId: ctx.seed.demoOrgId,
          locationData: goa,
        })
      ).json().data.stagedLocation as StagedLocationRecord;

    it('corrects their own staged location, pending or rejected (resubmitted)', async () => {
      const own = await stage(USER);
      const edited = await put(
        own,
        { locationId: own.locationId, locationData: { street: 'MG Road' } },
        USER,
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.locationData).toMatchObject({
        status: 'pending',
        street: 'MG Road',
      });
      const rejection = await put(own, {
        locationId: own.locationId,
        action: 'reject_only',
        status: 'rejected',
        comments: 'Which building?',
      });
      expect(rejection.statusCode).toBe(200);
      const resubmitted = await put(
        own,
        { locationId: own.locationId, locationData: { buildingName: 'Lotus House' } },
        USER,
      );
      expect(resubmitted.statusCode).toBe(200);
      expect(resubmitted.json().data.locationData.status).toBe('pending');
    });

    it("may not change anyone else's, pending or rejected, and nothing is written", async () => {
      const theirs = await stage(APPROVER);
      const turnedDown = await stage(ADMIN);
      const rejection = await put(turnedDown, {
        locationId: turnedDown.locationId,
        action: 'reject_only',
        status: 'rejected',
        comments: 'Duplicate',
      });
      expect(rejection.json().data.locationData.status).toBe('rejected');
      const before = await snapshot(ctx.db);
      for (const staged of [theirs, turnedDown, pending.at(-1)!]) {
        const response = await put(
          staged,
          { locationId: staged.locationId, locationData: { street: 'Taken over' } },
          USER,
        );
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          success: false,
          error: 'Only reviewers may change a staged location someone else added',
          code: 'FORBIDDEN',
        });
      }
      expect(await snapshot(ctx.db)).toEqual(before);
    });
  });
});
