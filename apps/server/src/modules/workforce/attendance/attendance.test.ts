import {
  addDays,
  AttendanceRegisterResponse,
  localNow,
  MonthlyReportResponse,
  type EmployeeRecord,
} from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../../test/db-snapshot';
import {
  ADMIN,
  OTHER_ADMIN,
  requester,
  signInDemoAccounts,
  VENDOR,
  VIEWER,
} from '../../../../test/requests';
import { createTestContext, type TestContext } from '../../../../test/test-app';

const PEST_VENDOR = 'pest@demo.example';
const WRITTEN = ['public.attendance_records', 'public.audit_log'];

describe('attendance', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let orgId: number;
  let employee: EmployeeRecord;
  const today = () => localNow(new Date(), 'Asia/Kolkata').date;
  const yesterday = () => addDays(today(), -1);

  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    orgId = ctx.seed.demoOrgId;
    await signInDemoAccounts(ctx);
    await ctx.as(PEST_VENDOR);
    const created = await call(VENDOR, 'POST', '/api/vendor/employees', {
      employeeId: 'ATT-1',
      name: 'Zoya Attendance',
      locationIds: [1001, 1002],
    });
    employee = created.json().data.employee;
    // Zoya has worked here for 60 days (the console's record of her began then).
    await startedDaysAgo(employee.id, 60);
  });
  afterAll(() => ctx.close());

  const startedDaysAgo = (id: string, days: number) =>
    ctx.db.execute(
      sql`update employees set created_at = now() - make_interval(days => ${days}) where id = ${id}`,
    );

  const mark = (patch: object = {}, as = VENDOR) =>
    call(as, 'POST', '/api/vendor/attendance', {
      consoleEmployeeId: employee.consoleEmployeeId,
      name: employee.name,
      locationId: 1001,
      checkinDate: yesterday(),
      checkinTime: '09:10',
      orgId,
      ...patch,
    });

  it('marks an employee present once per day and location; a second mark is a 409', async () => {
    const first = await mark();
    expect(first.statusCode).toBe(201);
    expect(first.json().data.attendanceRecord).toMatchObject({
      consoleEmployeeId: employee.consoleEmployeeId,
      name: 'Zoya Attendance',
      locationId: 1001,
      checkinDate: yesterday(),
      checkinTime: '09:10:00',
      vendorId: 'VEN-001',
      orgId,
    });
    const before = await snapshot(ctx.db, WRITTEN);
    const second = await mark({ checkinTime: '10:00' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      error: `Zoya Attendance is already marked present at location 1001 on ${yesterday()}`,
    });
    expect(await snapshot(ctx.db, WRITTEN)).toEqual(before);
    // Another assigned location the same day is a mark of its own.
    expect((await mark({ locationId: 1002 })).statusCode).toBe(201);
  });

  it('refuses an unassigned location, a future date or time, and bad input, writing nothing', async () => {
    const before = await snapshot(ctx.db, WRITTEN);
    const unassigned = await mark({ locationId: 1003, checkinDate: addDays(today(), -2) });
    expect(unassigned.statusCode).toBe(400);
    expect(unassigned.json().error).toBe('Zoya Attendance is not assigned to location 1003');
    const future = await mark({ checkinDate: addDays(today(), 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toBe('Attendance cannot be marked for a future date or time');
    for (const bad of [
      { checkinDate: '2026-02-30' },
      { checkinDate: 'yesterday' },
      { checkinTime: '25:00' },
      { locationId: 'abc' },
      { consoleEmployeeId: 'nobody' },
      { extra: true },
    ]) {
      const response = await mark(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await mark({ locationId: 101 })).statusCode).toBe(404);
    expect(await snapshot(ctx.db, WRITTEN)).toEqual(before);
  });

  it("refuses a mark before the employee's start or more than 31 days back, naming checkinDate", async () => {
    const newcomer = (
      await call(VENDOR, 'POST', '/api/vendor/employees', {
        employeeId: 'ATT-3',
        name: 'New Starter',
        locationIds: [1001],
      })
    ).json().data.employee as EmployeeRecord;
    await startedDaysAgo(newcomer.id, 3);
    const started = addDays(today(), -3);
    const before = await snapshot(ctx.db, WRITTEN);
    const refusals: [object, string, string][] = [
      [
        { consoleEmployeeId: newcomer.consoleEmployeeId, checkinDate: '1900-01-01' },
        VENDOR,
        `New Starter started on ${started}; attendance cannot be marked before that`,
      ],
      [
        { consoleEmployeeId: newcomer.consoleEmployeeId, checkinDate: addDays(started, -1) },
        ADMIN,
        `New Starter started on ${started}; attendance cannot be marked before that`,
      ],
      [
        { checkinDate: addDays(today(), -32) },
        VENDOR,
        `Attendance can be marked at most 31 days back (from ${addDays(today(), -31)}); an admin can go further with a reason`,
      ],
      [
        { checkinDate: addDays(today(), -32) },
        ADMIN,
        `Attendance can be marked at most 31 days back (from ${addDays(today(), -31)}); an admin can go further with a reason`,
      ],
      // Only an admin's reason reaches further back.
      [
        { checkinDate: addDays(today(), -32), backdateReason: 'Paper register found' },
        VENDOR,
        `Attendance can be marked at most 31 days back (from ${addDays(today(), -31)}); an admin can go further with a reason`,
      ],
    ];
    for (const [patch, as, error] of refusals) {
      const response = await mark(patch, as);
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: `checkinDate: ${error}`,
        details: [{ path: 'body.checkinDate', message: error }],
      });
    }
    expect(await snapshot(ctx.db, WRITTEN)).toEqual(before);

    // 31 days back is inside the window; an admin with a reason goes further, and it is audited.
    expect((await mark({ checkinDate: addDays(today(), -31) })).statusCode).toBe(201);
    const reason = 'Paper register from the branch, found in the audit';
    const backdated = await mark(
      { checkinDate: addDays(today(), -45), backdateReason: reason },
      ADMIN,
    );
    expect(backdated.statusCode, backdated.body).toBe(201);
    const [audit] = (
      await ctx.db.execute<{ changes: { backdateReason?: string } }>(
        sql`select changes from audit_log where entity_id = ${backdated.json().data.attendanceRecord.id}`,
      )
    ).rows;
    expect(audit!.changes.backdateReason).toBe(reason);
  });

  it('refuses to mark a deactivated employee', async () => {
    const created = (
      await call(VENDOR, 'POST', '/api/vendor/employees', {
        employeeId: 'ATT-2',
        name: 'Leaving Person',
        locationIds: [1001],
      })
    ).json().data.employee as EmployeeRecord;
    await startedDaysAgo(created.id, 10);
    await call(VENDOR, 'POST', `/api/vendor/employees/${created.id}/deactivate`, {
      reason: 'Left',
    });
    const response = await call(VENDOR, 'POST', '/api/vendor/attendance', {
      consoleEmployeeId: created.consoleEmployeeId,
      locationId: 1001,
      checkinDate: yesterday(),
      checkinTime: '09:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Leaving Person is deactivated and cannot be marked present',
    );
  });

  it("keeps vendors to their own employees' attendance", async () => {
    const before = await snapshot(ctx.db, WRITTEN);
    expect((await mark({ checkinDate: addDays(today(), -3) }, PEST_VENDOR)).statusCode).toBe(404);
    const [record] = (
      await ctx.db.execute<{ id: string }>(
        sql`select id from attendance_records where org_id = ${orgId} and vendor_id = 'VEN-001' limit 1`,
      )
    ).rows;
    const removed = await call(PEST_VENDOR, 'DELETE', `/api/vendor/attendance/${record!.id}`, {
      orgId,
    });
    expect(removed.statusCode).toBe(404);
    expect(await snapshot(ctx.db, WRITTEN)).toEqual(before);
    const register = await call(
      PEST_VENDOR,
      'GET',
      `/api/attendance-register/${orgId}?date=${yesterday()}&limit=500`,
    );
    expect(
      register
        .json()
        .data.attendanceRecords.every((r: { vendorId: string }) => r.vendorId === 'VEN-002'),
    ).toBe(true);
  });

  it('undoes a mark with DELETE {orgId}', async () => {
    const created = (await mark({ checkinDate: addDays(today(), -4) })).json().data
      .attendanceRecord;
    const removed = await call(VENDOR, 'DELETE', `/api/vendor/attendance/${created.id}`, { orgId });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.attendanceRecord.id).toBe(created.id);
    expect(
      (await call(VENDOR, 'DELETE', `/api/vendor/attendance/${created.id}`, { orgId })).statusCode,
    ).toBe(404);
    // The day can be marked again.
    expect((await mark({ checkinDate: addDays(today(), -4) })).statusCode).toBe(201);
  });

  it('answers the register of a day with its summary and metadata (today by default)', async () => {
    const response = await call(VIEWER, 'GET', `/api/attendance-register/${orgId}`);
    expect(response.statusCode).toBe(200);
    const { data } = AttendanceRegisterResponse.parse(response.json());
    expect(data.metadata).toMatchObject({ date: today(), page: 1, limit: 50 });
    expect(data.summary.date).toBe(today());

    const day = await call(
      ADMIN,
      'GET',
      `/api/attendance-register/${orgId}?date=${yesterday()}&locationId=1001&limit=500`,
    );
    const { summary, attendanceRecords, metadata } = day.json().data;
    expect(attendanceRecords.some((r: { name: string }) => r.name === 'Zoya Attendance')).toBe(
      true,
    );
    expect(attendanceRecords.every((r: { locationId: number }) => r.locationId === 1001)).toBe(
      true,
    );
    expect(metadata.total).toBe(attendanceRecords.length);
    expect(summary.present).toBe(attendanceRecords.length);
    expect(summary.byLocation).toHaveLength(1);
    expect(summary.byLocation[0]).toMatchObject({
      locationId: 1001,
      present: attendanceRecords.length,
    });
    expect(summary.present + summary.absent).toBeGreaterThanOrEqual(summary.byLocation[0].assigned);

    const one = await call(
      ADMIN,
      'GET',
      `/api/attendance-register/${orgId}?date=${yesterday()}&consoleEmployeeId=${employee.consoleEmployeeId}&sortBy=locationId`,
    );
    expect(
      one.json().data.attendanceRecords.map((r: { locationId: number }) => r.locationId),
    ).toEqual([1001, 1002]);
    const search = await call(
      ADMIN,
      'GET',
      `/api/attendance-register/${orgId}?date=${yesterday()}&search=zoya`,
    );
    expect(search.json().data.metadata.total).toBe(2);
    const foreign = await call(OTHER_ADMIN, 'GET', `/api/attendance-register/${orgId}`);
    expect(foreign.statusCode).toBe(404);
    const nobody = await call(
      ADMIN,
      'GET',
      `/api/attendance-register/${orgId}?consoleEmployeeId=EMP-0000000000`,
    );
    expect(nobody.statusCode).toBe(404);
  });

  it('answers the monthly report: employees by day, the month and the totals', async () => {
    const date = yesterday();
    const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
    const response = await call(
      VIEWER,
      'GET',
      `/api/attendance-report/monthly/${orgId}?month=${month}&year=${year}`,
    );
    expect(response.statusCode).toBe(200);
    const { data } = MonthlyReportResponse.parse(response.json());
    expect(data.monthInfo).toMatchObject({ month, year });
    const zoya = data.employees.find((e) => e.name === 'Zoya Attendance')!;
    expect(zoya.days[Number(date.slice(8, 10)) - 1]).toBe('P');
    expect(data.summary.totalEmployees).toBe(data.employees.length);
    expect(data.summary.totalPresent).toBe(
      data.employees.reduce((sum, e) => sum + e.presentDays, 0),
    );
    expect(data.summary.totalPresent).toBeGreaterThan(0);

    const defaults = await call(ADMIN, 'GET', `/api/attendance-report/monthly/${orgId}`);
    expect(defaults.json().data.monthInfo.month).toBe(Number(today().slice(5, 7)));
    const vendor = await call(PEST_VENDOR, 'GET', `/api/attendance-report/monthly/${orgId}`);
    expect(
      vendor.json().data.employees.every((e: { vendorId: string }) => e.vendorId === 'VEN-002'),
    ).toBe(true);
    const at = await call(
      ADMIN,
      'GET',
      `/api/attendance-report/monthly/${orgId}?month=${month}&year=${year}&locationId=1002`,
    );
    expect(
      at.json().data.employees.some((e: { name: string }) => e.name === 'Zoya Attendance'),
    ).toBe(true);
    expect(
      (await call(ADMIN, 'GET', `/api/attendance-report/monthly/${orgId}?month=13`)).statusCode,
    ).toBe(400);
    expect(
      (await call(OTHER_ADMIN, 'GET', `/api/attendance-report/monthly/${orgId}`)).statusCode,
    ).toBe(404);
  });

  it("answers a location's trend over the last 30 days", async () => {
    const response = await call(VIEWER, 'GET', '/api/attendance/trend?locationId=1001');
    expect(response.statusCode).toBe(200);
    const { days, today: day, assigned } = response.json().data;
    expect(days).toHaveLength(30);
    expect(day).toBe(today());
    expect(assigned).toBeGreaterThan(0);
    expect(days.find((d: { date: string }) => d.date === yesterday()).present).toBeGreaterThan(0);
    expect(
      (await call(OTHER_ADMIN, 'GET', '/api/attendance/trend?locationId=1001')).statusCode,
    ).toBe(404);
  });
});
