import {
  ATTENDANCE_MESSAGES,
  addDays,
  buildMonthlyReport,
  can,
  checkinDateRefusal,
  dateRange,
  localNow,
  localToday,
  markRefusal,
  monthInfo,
  paginationOf,
  type AttendanceRecord,
  type AttendanceRegisterData,
  type AttendanceRegisterQuery,
  type AttendanceTrendData,
  type MarkAttendanceBody,
  type MonthlyReportData,
  type MonthlyReportQuery,
} from '@fm/contracts';
import { assertOwnOrg, authorize } from '../../../auth/authorize';
import { inTenant } from '../../../db/tenant';
import { badRequest, conflict, invalidField, notFound } from '../../../http/errors';
import { auditAndPublish } from '../../../shared/audit';
import { resolveLocations } from '../../../shared/location-lookup';
import { orgTimeZone, orgToday } from '../../../shared/org-time';
import type { ServiceContext } from '../../../shared/service-context';
import { findEmployee } from '../employees/queries';
import { vendorScope } from '../scope';
import {
  daySummary,
  deleteAttendanceRow,
  findAttendance,
  insertAttendance,
  locationTrend,
  monthlyEmployees,
  selectRegisterPage,
} from './queries';

/**
 * Marks an employee present at a location on a day (once per day and location), from the
 * employee's start and within ATTENDANCE_BACKDATE_DAYS; an admin's `backdateReason` lifts the
 * window (not the start) and is kept in the audit row.
 */
export async function markAttendance(
  { db, caller, platform }: ServiceContext,
  body: MarkAttendanceBody,
): Promise<AttendanceRecord> {
  authorize(caller, 'attendance:record');
  assertOwnOrg(caller, body.orgId);
  const scope = vendorScope(caller);
  return inTenant(db, caller.orgId, async (tx) => {
    const employee = await findEmployee(tx, caller.orgId, scope, {
      consoleEmployeeId: body.consoleEmployeeId,
    });
    await resolveLocations(tx, caller.orgId, [body.locationId]);
    const timeZone = await orgTimeZone(tx, caller.orgId);
    const now = localNow(platform.clock.now(), timeZone);
    const refusal = markRefusal({
      employee,
      locationId: body.locationId,
      checkinDate: body.checkinDate,
      checkinTime: body.checkinTime,
      now,
    });
    if (refusal) throw badRequest(refusal);
    const backdated = body.backdateReason !== undefined && can(caller.role, 'attendance:backdate');
    const dateRefusal = checkinDateRefusal({
      name: employee.name,
      checkinDate: body.checkinDate,
      startDate: localToday(new Date(employee.createdAt), timeZone),
      today: now.date,
      windowDays: backdated ? null : platform.config.ATTENDANCE_BACKDATE_DAYS,
    });
    if (dateRefusal) throw invalidField('checkinDate', dateRefusal);
    const row = await insertAttendance(tx, {
      orgId: caller.orgId,
      employeeRef: employee.id,
      vendorId: employee.vendorId,
      locationId: body.locationId,
      checkinDate: body.checkinDate,
      checkinTime: body.checkinTime,
      createdBy: caller.email,
    });
    if (!row)
      throw conflict(
        ATTENDANCE_MESSAGES.duplicate(employee.name, body.locationId, body.checkinDate),
      );
    const record = await findAttendance(tx, caller.orgId, null, row.id);
    if (!record) throw new Error('The new attendance record could not be read back');
    await auditAndPublish(
      tx,
      { caller, platform },
      {
        action: 'workforce.attendance.marked',
        entityType: 'attendance',
        entityId: row.id,
        changes: backdated ? { record, backdateReason: body.backdateReason } : { record },
      },
      {
        type: 'workforce.attendance.changed',
        data: { date: record.checkinDate, locationId: record.locationId },
        audience: 'attendance:read',
      },
    );
    return record;
  });
}

/** Removes a mark (undo); a vendor only their own company's. */
export async function deleteAttendance(
  { db, caller, platform }: ServiceContext,
  id: string,
  orgId?: number,
): Promise<AttendanceRecord> {
  authorize(caller, 'attendance:record');
  assertOwnOrg(caller, orgId, 'Attendance record');
  const scope = vendorScope(caller);
  return inTenant(db, caller.orgId, async (tx) => {
    const record = await findAttendance(tx, caller.orgId, scope, id);
    if (!record) throw notFound('Attendance record');
    await deleteAttendanceRow(tx, id);
    await auditAndPublish(
      tx,
      { caller, platform },
      {
        action: 'workforce.attendance.deleted',
        entityType: 'attendance',
        entityId: id,
        changes: { record },
      },
      {
        type: 'workforce.attendance.changed',
        data: { date: record.checkinDate, locationId: record.locationId },
        audience: 'attendance:read',
      },
    );
    return record;
  });
}

/** A day's register (today in the organisation's time zone unless a date is given). */
export async function attendanceRegister(
  { db, caller, platform }: ServiceContext,
  orgId: number,
  query: AttendanceRegisterQuery,
): Promise<AttendanceRegisterData> {
  authorize(caller, 'attendance:read');
  assertOwnOrg(caller, orgId);
  const scope = vendorScope(caller);
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      if (query.locationId !== undefined)
        await resolveLocations(tx, caller.orgId, [query.locationId]);
      if (query.consoleEmployeeId !== undefined)
        await findEmployee(tx, caller.orgId, scope, { consoleEmployeeId: query.consoleEmployeeId });
      const date = query.date ?? (await orgToday(tx, caller.orgId, platform.clock.now()));
      const { rows, total } = await selectRegisterPage(tx, caller.orgId, scope, date, query);
      const summary = await daySummary(tx, caller.orgId, scope, date, query.locationId);
      return {
        attendanceRecords: rows,
        summary,
        metadata: { ...paginationOf(total, query), date },
      };
    },
    { readOnly: true },
  );
}

/** The month's report: every employee by day, the calendar and the totals. */
export async function monthlyReport(
  { db, caller, platform }: ServiceContext,
  orgId: number,
  query: MonthlyReportQuery,
): Promise<MonthlyReportData> {
  authorize(caller, 'report:read');
  authorize(caller, 'attendance:read');
  assertOwnOrg(caller, orgId);
  const scope = vendorScope(caller);
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      if (query.locationId !== undefined)
        await resolveLocations(tx, caller.orgId, [query.locationId]);
      const timeZone = await orgTimeZone(tx, caller.orgId);
      const today = localNow(platform.clock.now(), timeZone).date;
      const year = query.year ?? Number(today.slice(0, 4));
      const month = query.month ?? Number(today.slice(5, 7));
      const info = monthInfo(year, month);
      const start = info.days[0]!.date;
      const end = info.days[info.days.length - 1]!.date;
      const employees = await monthlyEmployees(
        tx,
        caller.orgId,
        scope,
        { start, end, timeZone },
        query.locationId,
      );
      return buildMonthlyReport(year, month, today, employees);
    },
    { readOnly: true },
  );
}

/** Marks per day at a location over the last `days` days (the location dashboard). */
export async function attendanceTrend(
  { db, caller, platform }: ServiceContext,
  locationId: number,
  days: number,
): Promise<AttendanceTrendData> {
  authorize(caller, 'attendance:read');
  const scope = vendorScope(caller);
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      await resolveLocations(tx, caller.orgId, [locationId]);
      const today = await orgToday(tx, caller.orgId, platform.clock.now());
      const start = addDays(today, -(days - 1));
      const trend = await locationTrend(tx, caller.orgId, scope, locationId, { start, end: today });
      return {
        locationId,
        today,
        assigned: trend.assigned,
        days: dateRange(start, today).map((date) => ({
          date,
          present: trend.days.get(date) ?? 0,
        })),
      };
    },
    { readOnly: true },
  );
}
