/*
 * The pure rules of attendance, used by the server (to decide) and the web app (to explain):
 * whether a mark is allowed (against the organisation's local time, `local-time.ts`) and the
 * monthly grid.
 */
import type { LocalNow } from '../local-time';

export const ATTENDANCE_MESSAGES = {
  inactive: (name: string) => `${name} is deactivated and cannot be marked present`,
  notAssigned: (name: string, locationId: number) =>
    `${name} is not assigned to location ${locationId}`,
  future: 'Attendance cannot be marked for a future date or time',
  duplicate: (name: string, locationId: number, date: string) =>
    `${name} is already marked present at location ${locationId} on ${date}`,
  beforeStart: (name: string, startDate: string) =>
    `${name} started on ${startDate}; attendance cannot be marked before that`,
  tooFarBack: (days: number, earliest: string) =>
    `Attendance can be marked at most ${days} days back (from ${earliest}); an admin can go further with a reason`,
} as const;

export interface MarkCandidate {
  employee: { name: string; status: 'active' | 'inactive'; locationIds: readonly number[] };
  locationId: number;
  checkinDate: string;
  /** 'HH:MM:SS'. */
  checkinTime: string;
  now: LocalNow;
}

/** Why a mark is refused (400), or null when it may be recorded. Duplicates are the store's 409. */
export function markRefusal({
  employee,
  locationId,
  checkinDate,
  checkinTime,
  now,
}: MarkCandidate): string | null {
  if (employee.status !== 'active') return ATTENDANCE_MESSAGES.inactive(employee.name);
  if (!employee.locationIds.includes(locationId))
    return ATTENDANCE_MESSAGES.notAssigned(employee.name, locationId);
  if (checkinDate > now.date || (checkinDate === now.date && checkinTime > now.time))
    return ATTENDANCE_MESSAGES.future;
  return null;
}

export interface CheckinDateCandidate {
  name: string;
  checkinDate: string;
  /** The employee's first day ('YYYY-MM-DD' in the organisation's time zone). */
  startDate: string;
  today: string;
  /** How many days back a mark may be dated; null: no limit (an admin who gave a reason). */
  windowDays: number | null;
}

/**
 * Why a mark's date is refused (400 on checkinDate): before the employee's start, or further
 * back than the window. Future dates are `markRefusal`'s.
 */
export function checkinDateRefusal({
  name,
  checkinDate,
  startDate,
  today,
  windowDays,
}: CheckinDateCandidate): string | null {
  if (checkinDate < startDate) return ATTENDANCE_MESSAGES.beforeStart(name, startDate);
  if (windowDays !== null) {
    const earliest = addDays(today, -windowDays);
    if (checkinDate < earliest) return ATTENDANCE_MESSAGES.tooFarBack(windowDays, earliest);
  }
  return null;
}

/** Adds `days` to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included ('YYYY-MM-DD'). */
export function dateRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
