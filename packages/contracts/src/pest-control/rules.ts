/**
 * The pest control rules of spec section 4 ("Pest control period status", "Pest control
 * schedule") and section 9 (fetch limits, whole-number percentages), written once for the
 * server and the web app. No I/O. Dates are calendar dates `YYYY-MM-DD` as the vendor entered
 * them; "now" becomes a month or a day in the organisation's time zone.
 */
import { localToday } from '../local-time';

/** How many records a month's view fetches at once (spec section 9). */
export const MONTH_RECORDS_FETCH_LIMIT = 100;
/** How many schedules are fetched to match a record against (spec section 9). */
export const SCHEDULE_MATCH_FETCH_LIMIT = 50;

export type PeriodStatus = 'completed' | 'pending' | 'overdue';
export const periodStatuses = ['completed', 'pending', 'overdue'] as const;

/** A service record is a visit that happened; one dated later than today is a schedule. */
export const FUTURE_SERVICE_MESSAGE =
  'A service record is for a visit that happened: today or earlier. Plan a future visit as a schedule';

/** A calendar month; `month` runs from 1 to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `2026-03` */
export const monthKey = ({ year, month }: YearMonth) => `${pad(year, 4)}-${pad(month)}`;

/** The month of a `YYYY-MM-DD` date (or of a `YYYY-MM` key). */
export function monthOf(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** Negative when `a` is before `b`, 0 for the same month. */
const compareMonths = (a: YearMonth, b: YearMonth) =>
  a.year * 12 + a.month - (b.year * 12 + b.month);

const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/** The month `offset` months after `from` (negative: before). */
export function addMonths(from: YearMonth, offset: number): YearMonth {
  const index = from.year * 12 + (from.month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The `count` months ending with `last`, oldest first. */
export const monthsEndingWith = (last: YearMonth, count: number): YearMonth[] =>
  Array.from({ length: count }, (_, index) => addMonths(last, index - count + 1));

/** The first and last day of a month, as `YYYY-MM-DD`. */
export function monthRange(period: YearMonth): { startDate: string; endDate: string } {
  const days = new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
  const prefix = monthKey(period);
  return { startDate: `${prefix}-01`, endDate: `${prefix}-${pad(days)}` };
}

/** The current month in a time zone: month boundaries are the organisation's, not UTC's. */
export const currentMonthIn = (timeZone: string, now: Date): YearMonth =>
  monthOf(localToday(now, timeZone));

/**
 * A location's status for a month (spec section 4): completed when a service record exists in
 * the period; otherwise pending for the current or a future month, overdue for a past one.
 */
export function periodStatus(
  hasRecord: boolean,
  period: YearMonth,
  current: YearMonth,
): PeriodStatus {
  if (hasRecord) return 'completed';
  return compareMonths(period, current) >= 0 ? 'pending' : 'overdue';
}

export interface DatedRecord {
  serviceDate: string;
  serviceTime?: string | null;
  createdAt?: string;
}

const recordOrder = (record: DatedRecord) =>
  `${record.serviceDate}T${record.serviceTime ?? '00:00'}|${record.createdAt ?? ''}`;

/** The latest of a location's records: by service date, then time, then when it was recorded. */
export function latestRecord<T extends DatedRecord>(records: readonly T[]): T | null {
  let latest: T | null = null;
  for (const record of records)
    if (latest === null || recordOrder(record) > recordOrder(latest)) latest = record;
  return latest;
}

/**
 * A location's status for a month from its records (any records: those outside the month do not
 * count), with the record that represents it: the location's latest record in the period.
 */
export function locationPeriodStatus<T extends DatedRecord>(
  records: readonly T[],
  period: YearMonth,
  current: YearMonth,
): { status: PeriodStatus; latest: T | null } {
  const key = monthKey(period);
  const latest = latestRecord(records.filter((record) => record.serviceDate.startsWith(key)));
  return { status: periodStatus(latest !== null, period, current), latest };
}

const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
  86_400_000;

/**
 * Matching a schedule and a record (spec sections 4 and 5): only candidates in the same month
 * as `date` qualify, and the one with the closest date wins (on a tie, the earlier date, then the
 * first given). Null when nothing in that month.
 */
export function closestInSameMonth<T>(
  date: string,
  candidates: readonly T[],
  dateOf: (candidate: T) => string,
): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  let bestDate = '';
  for (const candidate of candidates) {
    const candidateDate = dateOf(candidate);
    if (!sameMonth(candidateDate, date)) continue;
    const distance = Math.abs(dayNumber(candidateDate) - dayNumber(date));
    if (distance < bestDistance || (distance === bestDistance && candidateDate < bestDate)) {
      best = candidate;
      bestDistance = distance;
      bestDate = candidateDate;
    }
  }
  return best;
}

export type ScheduleStatus = 'scheduled' | 'completed';

export interface LinkableSchedule {
  status: ScheduleStatus;
  scheduleDate: string;
  locationId: number;
  pestControlRecordId?: string | null;
}

export interface LinkableRecord {
  id: string;
  serviceDate: string;
  locationId: number;
}

/**
 * Why a record cannot complete a schedule, or null when it can: same location, same month, and
 * not already completed by another record. Linking makes the schedule completed.
 */
export function linkRefusal(schedule: LinkableSchedule, record: LinkableRecord): string | null {
  if (schedule.locationId !== record.locationId)
    return 'The service record is for another location than the schedule';
  if (!sameMonth(schedule.scheduleDate, record.serviceDate))
    return "The service record is not in the schedule's month";
  if (
    schedule.status === 'completed' &&
    schedule.pestControlRecordId &&
    schedule.pestControlRecordId !== record.id
  )
    return 'The schedule is already completed by another service record';
  return null;
}

/** A schedule's state in the scheduled services report on a given day. */
export type ScheduledServiceState = 'planned' | 'completed' | 'missed';

export function scheduledServiceState(
  schedule: { status: ScheduleStatus; scheduleDate: string },
  today: string,
): ScheduledServiceState {
  if (schedule.status === 'completed') return 'completed';
  return schedule.scheduleDate < today ? 'missed' : 'planned';
}

/** A completion percentage, rounded to a whole number (spec section 9); 0 of 0 is 0. */
export const completionPercentage = (completed: number, total: number): number =>
  total <= 0 ? 0 : Math.round((completed / total) * 100);
