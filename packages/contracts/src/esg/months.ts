import { addDays } from '../workforce/rules';

/*
 * Calendar months and days as text ('YYYY-MM', 'YYYY-MM-DD'), reckoned without time zones: the
 * organisation's zone only decides which instants belong to a day (see `zonedMidnight`). The
 * financial year runs April to March (India). No I/O.
 */

const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Days from `from` to `to`, both included (16 Oct to 15 Nov is 31); 0 when `to` is before `from`. */
export const daysInclusive = (from: string, to: string) =>
  Math.max(0, dayNumber(to) - dayNumber(from) + 1);

/** 'YYYY-MM' of a day. */
export const monthOfDay = (day: string) => day.slice(0, 7);

/** The first day of a month. */
export const firstDayOf = (month: string) => `${month}-01`;

/** `month` moved by `months` (may be negative). */
export function shiftMonth(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a month. */
export const lastDayOf = (month: string) => addDays(firstDayOf(shiftMonth(month, 1)), -1);

/** Days in a month. */
export const daysInMonth = (month: string) => daysInclusive(firstDayOf(month), lastDayOf(month));

/** Every month from `from` to `to`, both included. */
export function monthList(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = shiftMonth(month, 1)) months.push(month);
  return months;
}

/** The first month (April) of the financial year a month falls in. */
const financialYearStart = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${number >= 4 ? year : year - 1}-04`;
};

/** 'FY2025-26' for any month from April 2025 to March 2026. */
export const financialYearLabel = (month: string) => {
  const start = Number(financialYearStart(month).slice(0, 4));
  return `FY${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** The default report period: the financial year of `today`, from April to this month. */
export const defaultReportPeriod = (today: string) => ({
  from: financialYearStart(monthOfDay(today)),
  to: monthOfDay(today),
});

/**
 * The instant a day begins in `timeZone` (midnight local time, or the first instant of the day
 * where a clock change skips midnight).
 */
export function zonedMidnight(day: string, timeZone: string): Date {
  const utc = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at a guess, then at the corrected instant (a change between them moves it).
  let guess = utc - offsetAt(utc, timeZone);
  guess = utc - offsetAt(guess, timeZone);
  return new Date(guess);
}

/** The zone's offset from UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return local - Math.floor(instant / 1000) * 1000;
}
