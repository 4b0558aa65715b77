const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the browser's time zone, 'YYYY-MM-DD'. */
export const todayLocal = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The time now, 'HH:MM'. */
export const timeNow = (now = new Date()) => `${pad(now.getHours())}:${pad(now.getMinutes())}`;

/** 'HH:MM:SS' shown as 'HH:MM'. */
export const shortTime = (time: string) => time.slice(0, 5);
