/*
 * An organisation's "now": its date and time in its own IANA time zone, where "today", "this
 * month" and daily schedules are reckoned (attendance, pest-control periods, the daily e-mail).
 * One function for both sides; no I/O.
 */

/** The zone of an organisation that names none (the `organizations.time_zone` default). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export interface LocalNow {
  /** 'YYYY-MM-DD' in the organisation's time zone. */
  date: string;
  /** 'HH:MM:SS' in the organisation's time zone. */
  time: string;
}

/** The date and time of `now` in `timeZone` (an IANA name such as 'Asia/Kolkata'). */
export function localNow(now: Date, timeZone: string): LocalNow {
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
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** Today's date of `now` in `timeZone`, 'YYYY-MM-DD'. */
export const localToday = (now: Date, timeZone: string): string => localNow(now, timeZone).date;
