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
