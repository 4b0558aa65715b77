import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { wholeNumber } from '../paging';
import { OrgPathParams, LocationNumberInput } from './employee';

/*
 * The monthly attendance report (spec sections 3 "Monthly attendance report" and 7): every
 * employee of the month by day (present, absent, weekend, not counted), the month's calendar,
 * and the totals and rates. Built by `buildMonthlyReport` from one row per employee.
 */

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Saturday and Sunday (0 is Sunday, as Date.getUTCDay counts). */
const WEEKEND_DAYS: readonly number[] = [0, 6];
const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * One day of an employee: P present (marked), A absent (a past working day without a mark), N not
 * yet marked (today, a working day without a mark: the organisation's day is not over, so it is
 * not absent yet), W weekend without a mark, '-' not counted (a future day, before they joined or
 * after they were deactivated).
 */
const DayMark = z.enum(['P', 'A', 'N', 'W', '-']);
type DayMark = z.infer<typeof DayMark>;

/** `GET /attendance-report/monthly/{orgId}?month,year,locationId` (this month unless given). */
export const MonthlyReportQuery = z.object({
  month: wholeNumber(1, 12).optional(),
  year: wholeNumber(2000, 2100).optional(),
  locationId: LocationNumberInput.optional(),
});
export type MonthlyReportQuery = z.infer<typeof MonthlyReportQuery>;
export const MonthlyReportParams = OrgPathParams;

export const MonthInfo = z.object({
  month: z.number().int(),
  year: z.number().int(),
  monthName: z.string(),
  daysInMonth: z.number().int(),
  /** Working days (Monday to Friday) in the month. */
  workingDays: z.number().int(),
  weekendDays: z.number().int(),
  days: z.array(
    z.object({
      day: z.number().int(),
      date: z.string(),
      weekday: z.string(),
      isWeekend: z.boolean(),
    }),
  ),
});
export type MonthInfo = z.infer<typeof MonthInfo>;

export const MonthlyEmployee = z.object({
  consoleEmployeeId: z.string(),
  employeeId: z.string(),
  name: z.string(),
  designation: z.string().nullable(),
  vendorId: z.string(),
  vendorName: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  days: z.array(DayMark),
  presentDays: z.number().int(),
  absentDays: z.number().int(),
  /** Present of counted working days and marked weekend days, in percent, whole. */
  attendanceRate: z.number().int(),
});
export type MonthlyEmployee = z.infer<typeof MonthlyEmployee>;

const MonthlySummary = z.object({
  totalEmployees: z.number().int(),
  workingDays: z.number().int(),
  totalPresent: z.number().int(),
  totalAbsent: z.number().int(),
  attendanceRate: z.number().int(),
  /** Employees present on each day of the month. */
  dailyPresent: z.array(z.number().int()),
  averageDailyPresent: z.number(),
});

export const MonthlyReportData = z.object({
  employees: z.array(MonthlyEmployee),
  monthInfo: MonthInfo,
  summary: MonthlySummary,
});
export type MonthlyReportData = z.infer<typeof MonthlyReportData>;
export const MonthlyReportResponse = successEnvelope(MonthlyReportData);

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar of a month. */
export function monthInfo(year: number, month: number): MonthInfo {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = Array.from({ length: daysInMonth }, (_, index) => {
    const weekday = new Date(Date.UTC(year, month - 1, index + 1)).getUTCDay();
    return {
      day: index + 1,
      date: `${year}-${pad(month)}-${pad(index + 1)}`,
      weekday: weekdayNames[weekday]!,
      isWeekend: WEEKEND_DAYS.includes(weekday),
    };
  });
  const weekendDays = days.filter((day) => day.isWeekend).length;
  return {
    month,
    year,
    monthName: monthNames[month - 1]!,
    daysInMonth,
    workingDays: daysInMonth - weekendDays,
    weekendDays,
    days,
  };
}

/** One employee of the month as the store gives it. */
export interface MonthlyEmployeeInput {
  consoleEmployeeId: string;
  employeeId: string;
  name: string;
  designation: string | null;
  vendorId: string;
  vendorName: string | null;
  status: 'active' | 'inactive';
  /** Local date they joined (created), 'YYYY-MM-DD'. */
  activeFrom: string;
  /** Local date they were deactivated, or null. */
  activeUntil: string | null;
  /** Days of the month (1-31) with at least one mark. */
  presentDays: readonly number[];
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

/**
 * The report of a month: each employee's days, the calendar and the totals, counted up to
 * `today` (the organisation's local date; later days are not counted).
 */
export function buildMonthlyReport(
  year: number,
  month: number,
  today: string,
  employees: readonly MonthlyEmployeeInput[],
): MonthlyReportData {
  const info = monthInfo(year, month);
  const dailyPresent = new Array<number>(info.daysInMonth).fill(0);
  let totalPresent = 0;
  let totalAbsent = 0;
  const rows = employees.map((employee) => {
    const present = new Set(employee.presentDays);
    let presentDays = 0;
    let absentDays = 0;
    const days = info.days.map(({ day, date, isWeekend }): DayMark => {
      if (present.has(day)) {
        presentDays += 1;
        dailyPresent[day - 1]! += 1;
        return 'P';
      }
      const counted =
        date <= today &&
        date >= employee.activeFrom &&
        (employee.activeUntil === null || date < employee.activeUntil);
      if (!counted) return '-';
      if (isWeekend) return 'W';
      if (date === today) return 'N';
      absentDays += 1;
      return 'A';
    });
    totalPresent += presentDays;
    totalAbsent += absentDays;
    return {
      consoleEmployeeId: employee.consoleEmployeeId,
      employeeId: employee.employeeId,
      name: employee.name,
      designation: employee.designation,
      vendorId: employee.vendorId,
      vendorName: employee.vendorName,
      status: employee.status,
      days,
      presentDays,
      absentDays,
      attendanceRate: percent(presentDays, presentDays + absentDays),
    };
  });
  const countedDays = info.days.filter((day) => day.date <= today).length;
  return {
    employees: rows,
    monthInfo: info,
    summary: {
      totalEmployees: rows.length,
      workingDays: info.workingDays,
      totalPresent,
      totalAbsent,
      attendanceRate: percent(totalPresent, totalPresent + totalAbsent),
      dailyPresent,
      averageDailyPresent:
        countedDays === 0 ? 0 : Math.round((totalPresent / countedDays) * 10) / 10,
    },
  };
}
