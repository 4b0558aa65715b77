import { z } from 'zod';
import { IsoDateTime, OrgId, OrgNumber, text } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { Pagination, pageQuery, wholeNumber } from '../paging';
import {
  ConsoleEmployeeIdInput,
  EMPLOYEE_LIMITS,
  LocationNumberInput,
  PersonText,
} from './employee';

/*
 * Daily attendance (spec sections 3 "Attendance record", 7 "Attendance"): an employee is marked
 * present at most once per day and location, only at a location they are assigned to, and never
 * in the future (the organisation's local date and time).
 */

/** A calendar date, 'YYYY-MM-DD', that exists. */
export const CalendarDate = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'must be a real calendar date');

/** A time of day, 'HH:MM' or 'HH:MM:SS' (24-hour); kept as 'HH:MM:SS'. */
const TimeOfDay = text()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time as HH:MM (24-hour)')
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

export const AttendanceRecord = z.object({
  id: z.uuid(),
  consoleAttendanceId: z.string(),
  consoleEmployeeId: z.string(),
  employeeId: z.string(),
  name: z.string(),
  vendorId: z.string(),
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  checkinDate: z.string(),
  checkinTime: z.string(),
  orgId: OrgNumber,
  createdBy: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type AttendanceRecord = z.infer<typeof AttendanceRecord>;

/** `POST /vendor/attendance`. `name` is the caller's copy; the employee's own name is stored. */
export const MarkAttendanceBody = z
  .strictObject({
    consoleEmployeeId: ConsoleEmployeeIdInput,
    name: text().trim().max(EMPLOYEE_LIMITS.name).optional(),
    locationId: LocationNumberInput,
    checkinDate: CalendarDate,
    checkinTime: TimeOfDay,
    orgId: OrgId.optional(),
    createdBy: PersonText.optional(),
    /** Why an admin marks a day further back than the organisation's window (audited). */
    backdateReason: text().trim().min(1).max(500).optional(),
  })
  .meta(
    requestExamples({
      consoleEmployeeId: 'EMP-0A1B2C3D4E',
      name: 'Ravi Kumar',
      locationId: 1001,
      checkinDate: '2026-11-02',
      checkinTime: '09:05',
      orgId: 1,
    }),
  );
export type MarkAttendanceBody = z.infer<typeof MarkAttendanceBody>;

/** `DELETE /vendor/attendance/{id}` with `{orgId}`. */
export const DeleteAttendanceBody = z
  .strictObject({ orgId: OrgId.optional() })
  .meta(requestExamples({ orgId: 1 }));
export type DeleteAttendanceBody = z.infer<typeof DeleteAttendanceBody>;

export const AttendanceParams = z.object({ id: z.uuid() });
export type AttendanceParams = z.infer<typeof AttendanceParams>;

export const AttendanceRecordData = z.object({ attendanceRecord: AttendanceRecord });
export type AttendanceRecordData = z.infer<typeof AttendanceRecordData>;
export const AttendanceRecordResponse = successEnvelope(AttendanceRecordData);

export const attendanceSortFields = ['name', 'checkinTime', 'locationId', 'checkinDate'] as const;

/**
 * `GET /attendance-register/{orgId}?date,locationId,consoleEmployeeId,page,limit,search`: one
 * day (today in the organisation's time zone unless `date` is given), 50 a page, by name.
 */
export const attendanceRegisterPaging = pageQuery({
  sortBy: attendanceSortFields,
  defaultSortBy: 'name',
  defaultLimit: 50,
  maxLimit: 500,
});
export const AttendanceRegisterQuery = attendanceRegisterPaging.extend({
  date: CalendarDate.optional(),
  locationId: LocationNumberInput.optional(),
  consoleEmployeeId: ConsoleEmployeeIdInput.optional(),
  search: text().trim().max(EMPLOYEE_LIMITS.search).optional(),
});
export type AttendanceRegisterQuery = z.infer<typeof AttendanceRegisterQuery>;

export const LocationAttendance = z.object({
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  /** Active employees assigned to the location. */
  assigned: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
});
export type LocationAttendance = z.infer<typeof LocationAttendance>;

/**
 * The day's counts over the caller's employees (a vendor: their own): `present` employees were
 * marked somewhere (at the location, with `locationId`), `absent` active assigned ones were not.
 */
export const AttendanceSummary = z.object({
  date: z.string(),
  totalEmployees: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  byLocation: z.array(LocationAttendance),
});
export type AttendanceSummary = z.infer<typeof AttendanceSummary>;

export const AttendanceRegisterData = z.object({
  attendanceRecords: z.array(AttendanceRecord),
  summary: AttendanceSummary,
  metadata: Pagination.extend({ date: z.string() }),
});
export type AttendanceRegisterData = z.infer<typeof AttendanceRegisterData>;
export const AttendanceRegisterResponse = successEnvelope(AttendanceRegisterData);

/** `GET /attendance/trend?locationId&days`: a location's marks per day (location dashboard). */
export const AttendanceTrendQuery = z.object({
  locationId: LocationNumberInput,
  days: wholeNumber(1, 90).default(30),
});
export type AttendanceTrendQuery = z.infer<typeof AttendanceTrendQuery>;

export const AttendanceTrendData = z.object({
  locationId: z.number().int(),
  today: z.string(),
  assigned: z.number().int(),
  days: z.array(z.object({ date: z.string(), present: z.number().int() })),
});
export type AttendanceTrendData = z.infer<typeof AttendanceTrendData>;
export const AttendanceTrendResponse = successEnvelope(AttendanceTrendData);
