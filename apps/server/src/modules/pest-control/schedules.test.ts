import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OTHER_ADMIN, VENDOR, VIEWER } from '../../../test/requests';
import {
  PEST,
  ctx,
  call,
  org,
  otherOrg,
  branch,
  branch2,
  record,
  unchanged,
  setUpPestControl,
} from '../../../test/pest-control-kit';

// Schedules: planning and listing, completion by a record of the same location and month, changes
// and deletion. Set-up shared with the other files: test/pest-control-kit.ts.
setUpPestControl();

describe('pest control schedules', () => {
  const plan = (overrides: Record<string, unknown> = {}) =>
    call(PEST, 'POST', '/api/vendor/pest-control/schedules', {
      orgId: org,
      locationId: branch,
      scheduleDate: '2024-10-12',
      serviceType: 'general',
      ...overrides,
    });

  it('plans, lists with filters, limit and offset', async () => {
    const created = await plan({ notes: 'Before the audit' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.schedule).toMatchObject({
      status: 'scheduled',
      vendorId: 'VEN-002',
      createdBy: PEST,
      notes: 'Before the audit',
      pestControlRecordId: null,
    });
    await plan({ scheduleDate: '2024-10-20', serviceType: 'rodent' });
    await plan({ scheduleDate: '2024-10-25', locationId: branch2 });
    const list = async (query: string, as = PEST) =>
      (await call(as, 'GET', `/api/vendor/pest-control/schedules?${query}`)).json().data;
    const october = await list('startDate=2024-10-01&endDate=2024-10-31');
    expect(october.total).toBe(3);
    expect(october.schedules.map((s: { scheduleDate: string }) => s.scheduleDate)).toEqual([
      '2024-10-12',
      '2024-10-20',
      '2024-10-25',
    ]);
    const paged = await list('startDate=2024-10-01&endDate=2024-10-31&limit=1&offset=1');
    expect(paged).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(paged.schedules[0].scheduleDate).toBe('2024-10-20');
    expect(
      (await list(`startDate=2024-10-01&endDate=2024-10-31&locationId=${branch2}`)).total,
    ).toBe(1);
    expect((await list('startDate=2024-10-01&endDate=2024-10-31&serviceType=rodent')).total).toBe(
      1,
    );
    expect((await list('startDate=2024-10-01&endDate=2024-10-31&status=completed')).total).toBe(0);
    expect((await list('startDate=2024-10-01&endDate=2024-10-31', VENDOR)).total).toBe(0);
    expect((await list('startDate=2024-10-01&endDate=2024-10-31', VIEWER)).total).toBe(3);
  });

  it('becomes completed when linked to a record of the same location and month', async () => {
    const schedule = (await plan({ scheduleDate: '2024-11-28' })).json().data.schedule;
    const made = async (serviceDate: string, locationId = branch) =>
      (
        await call(PEST, 'POST', '/api/vendor/pest-control', record({ serviceDate, locationId }))
      ).json().data.record.id;
    const december = await made('2024-12-01');
    const otherBranch = await made('2024-11-27', branch2);
    const november = await made('2024-11-25');
    const link = (pestControlRecordId: string, as = PEST) =>
      call(as, 'PATCH', `/api/vendor/pest-control/schedules/${schedule.id}`, {
        orgId: org,
        status: 'completed',
        completedDate: '2024-11-25',
        completedBy: PEST,
        pestControlRecordId,
        updatedBy: PEST,
      });
    await unchanged(async () => {
      const wrongMonth = await link(december);
      expect(wrongMonth.statusCode).toBe(400);
      expect(wrongMonth.json().error).toBe("The service record is not in the schedule's month");
      expect((await link(otherBranch)).statusCode).toBe(400);
      expect((await link(november, VENDOR)).statusCode).toBe(404);
      expect((await link(randomUUID())).statusCode).toBe(404);
    });
    const done = await link(november);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.schedule).toMatchObject({
      status: 'completed',
      completedDate: '2024-11-25',
      completedBy: PEST,
      pestControlRecordId: november,
    });
    // A completed schedule keeps its month; notes can still change.
    const moved = await call(PEST, 'PATCH', `/api/vendor/pest-control/schedules/${schedule.id}`, {
      scheduleDate: '2024-12-02',
    });
    expect(moved.statusCode).toBe(409);
    const noted = await call(PEST, 'PATCH', `/api/vendor/pest-control/schedules/${schedule.id}`, {
      orgId: org,
      notes: 'Done early',
      updatedBy: PEST,
    });
    expect(noted.json().data.schedule).toMatchObject({
      notes: 'Done early',
      status: 'completed',
    });
  });

  it('completes the visit of the same location and month, closest date, when a record is saved', async () => {
    const early = (await plan({ scheduleDate: '2024-08-03' })).json().data.schedule;
    const late = (await plan({ scheduleDate: '2024-08-20' })).json().data.schedule;
    const elsewhere = (await plan({ scheduleDate: '2024-08-16', locationId: branch2 })).json().data
      .schedule;
    const saved = await call(
      PEST,
      'POST',
      '/api/vendor/pest-control',
      record({ serviceDate: '2024-08-15' }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const { record: made, completedSchedule } = saved.json().data;
    expect(completedSchedule).toMatchObject({
      id: late.id,
      status: 'completed',
      completedDate: '2024-08-15',
      completedBy: PEST,
      pestControlRecordId: made.id,
    });
    const list = async () =>
      (
        await call(
          PEST,
          'GET',
          '/api/vendor/pest-control/schedules?startDate=2024-08-01&endDate=2024-08-31',
        )
      ).json().data.schedules as { id: string; status: string }[];
    const statusOf = async (id: string) => (await list()).find((s) => s.id === id)?.status;
    expect(await statusOf(early.id)).toBe('scheduled');
    expect(await statusOf(elsewhere.id)).toBe('scheduled');

    // Another vendor's record completes nothing of this vendor's.
    const other = await call(
      VENDOR,
      'POST',
      '/api/vendor/pest-control',
      record({ serviceDate: '2024-08-04' }),
    );
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().data.completedSchedule).toBeNull();
    expect(await statusOf(early.id)).toBe('scheduled');

    // Undo: the visit is scheduled again, the record stays.
    const undone = await call(PEST, 'PATCH', `/api/vendor/pest-control/schedules/${late.id}`, {
      orgId: org,
      status: 'scheduled',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.schedule).toMatchObject({
      status: 'scheduled',
      completedDate: null,
      pestControlRecordId: null,
    });
    const audit = await ctx.db.execute<{ action: string }>(
      sql`select action from audit_log where entity_id = ${late.id} order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'pest-control.schedule.created',
      'pest-control.schedule.completed',
      'pest-control.schedule.reopened',
    ]);
  });

  it('changes freely, deletes softly by default and for good when asked', async () => {
    const schedule = (await plan({ scheduleDate: '2024-09-03' })).json().data.schedule;
    const patch = (id: string, body: unknown, as = PEST) =>
      call(as, 'PATCH', `/api/vendor/pest-control/schedules/${id}`, body);
    const updated = await patch(schedule.id, {
      scheduleDate: '2024-09-05',
      serviceType: 'mosquito',
      locationId: branch2,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.schedule).toMatchObject({
      scheduleDate: '2024-09-05',
      serviceType: 'mosquito',
      locationId: branch2,
      status: 'scheduled',
    });
    await unchanged(async () => {
      expect((await patch(schedule.id, { action: 'delete', orgId: org }, VENDOR)).statusCode).toBe(
        404,
      );
      expect(
        (await patch(schedule.id, { action: 'delete', orgId: otherOrg }, OTHER_ADMIN)).statusCode,
      ).toBe(404);
      expect(
        (await patch(schedule.id, { action: 'delete', orgId: org, extra: 1 })).statusCode,
      ).toBe(400);
    });
    const soft = await patch(schedule.id, { action: 'delete', orgId: org });
    expect(soft.json().data.deleted).toBe('soft');
    const kept = await ctx.db.execute<{ deleted_at: Date | null }>(
      sql`select deleted_at from pest_control_schedules where id = ${schedule.id}`,
    );
    expect(kept.rows[0]!.deleted_at).not.toBeNull();
    expect((await patch(schedule.id, { action: 'delete', orgId: org })).statusCode).toBe(404);
    const gone = (await plan({ scheduleDate: '2024-09-04' })).json().data.schedule;
    const hard = await patch(gone.id, { action: 'delete', soft: false, orgId: org });
    expect(hard.json().data.deleted).toBe('hard');
    const left = await ctx.db.execute(
      sql`select 1 from pest_control_schedules where id = ${gone.id}`,
    );
    expect(left.rows).toHaveLength(0);
  });
});
