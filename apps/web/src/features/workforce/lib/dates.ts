import { localNow } from '@fm/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the browser's time zone, 'YYYY-MM-DD'. */
const todayLocal = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The time now in the browser's time zone, 'HH:MM'. */
const timeNow = (now = new Date()) => `${pad(now.getHours())}:${pad(now.getMinutes())}`;

/**
 * The organisation's day and time now ('YYYY-MM-DD', 'HH:MM'): the server refuses a mark after
 * this moment in the organisation's time zone, whatever the browser's zone. Until the zone is
 * known (the organisation answer), the browser's own day and time stand in.
 */
export function orgNow(timeZone: string | undefined, now = new Date()) {
  if (!timeZone) return { date: todayLocal(now), time: timeNow(now) };
  const local = localNow(now, timeZone);
  return { date: local.date, time: local.time.slice(0, 5) };
}

/** 'HH:MM:SS' shown as 'HH:MM'. */
export const shortTime = (time: string) => time.slice(0, 5);
