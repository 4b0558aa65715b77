import * as chrono from 'chrono-node';

/** A span of days the question asked about, in the organisation's calendar. */
export interface Period {
  /** As the answer says it: 'today', 'last month', 'October 2026', 'FY 2026-27'. */
  label: string;
  from: string;
  to: string;
  /** Set when the period is one whole calendar month. */
  month?: { year: number; month: number };
  /** The words of the question that named it (left out when places are looked for). */
  text: string;
}

const MONTHS = [
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
];

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

function monthPeriod(year: number, month: number, label: string, text: string): Period {
  return {
    label,
    from: iso(year, month, 1),
    to: iso(year, month, daysIn(year, month)),
    month: { year, month },
    text,
  };
}

const previousMonth = (year: number, month: number) =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };

/** Monday of the week of `date` (weeks start on Monday, as in India and ISO 8601). */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

type Rule = [RegExp, (today: string, match: RegExpExecArray) => Omit<Period, 'text'>];

/**
 * Phrases with a fixed meaning, read before the general date parser: the financial year runs
 * April to March (India), weeks start on Monday, "last month" is the whole previous month.
 */
const rules: Rule[] = [
  [
    /\b(this|current|the) (financial|fiscal) year\b|\bthis fy\b/,
    (today) => financialYear(today, 0, 'this financial year'),
  ],
  [
    /\b(last|previous) (financial|fiscal) year\b|\blast fy\b/,
    (today) => financialYear(today, -1, 'last financial year'),
  ],
  [/\btoday\b|\bright now\b|\bnow\b/, (today) => ({ label: 'today', from: today, to: today })],
  [
    /\byesterday\b/,
    (today) => ({ label: 'yesterday', from: addDays(today, -1), to: addDays(today, -1) }),
  ],
  [
    /\bthis week\b/,
    (today) => ({ label: 'this week', from: mondayOf(today), to: addDays(mondayOf(today), 6) }),
  ],
  [
    /\b(last|previous|past) week\b/,
    (today) => ({
      label: 'last week',
      from: addDays(mondayOf(today), -7),
      to: addDays(mondayOf(today), -1),
    }),
  ],
  [
    /\bnext week\b/,
    (today) => ({
      label: 'next week',
      from: addDays(mondayOf(today), 7),
      to: addDays(mondayOf(today), 13),
    }),
  ],
  [
    /\b(last|past) (\d{1,3}) days\b/,
    (today, match) => {
      const days = Number(match[2]);
      return { label: `the last ${days} days`, from: addDays(today, -(days - 1)), to: today };
    },
  ],
  [
    /\bnext (\d{1,3}) days\b/,
    (today, match) => {
      const days = Number(match[1]);
      return { label: `the next ${days} days`, from: today, to: addDays(today, days) };
    },
  ],
  [
    /\b(this|current) month\b/,
    (today) => {
      const [year, month] = today.split('-').map(Number) as [number, number];
      return monthPeriod(year, month, 'this month', '');
    },
  ],
  [
    /\b(last|previous|past) month\b/,
    (today) => {
      const [year, month] = today.split('-').map(Number) as [number, number];
      const last = previousMonth(year, month);
      return monthPeriod(last.year, last.month, 'last month', '');
    },
  ],
  [
    /\bnext month\b/,
    (today) => {
      const [year, month] = today.split('-').map(Number) as [number, number];
      const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
      return monthPeriod(next.year, next.month, 'next month', '');
    },
  ],
  [
    /\bthis year\b/,
    (today) => ({
      label: 'this year',
      from: `${today.slice(0, 4)}-01-01`,
      to: `${today.slice(0, 4)}-12-31`,
    }),
  ],
  [
    /\b(last|previous) year\b/,
    (today) => {
      const year = Number(today.slice(0, 4)) - 1;
      return { label: 'last year', from: `${year}-01-01`, to: `${year}-12-31` };
    },
  ],
];

function financialYear(today: string, offset: number, label: string): Omit<Period, 'text'> {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = (month >= 4 ? year : year - 1) + offset;
  return {
    label: `${label} (FY ${start}-${String(start + 1).slice(2)})`,
    from: `${start}-04-01`,
    to: `${start + 1}-03-31`,
  };
}

/**
 * The period a question names, read in the organisation's calendar (`today` is its local date):
 * the fixed phrases above, else chrono-node for dates and months ("on 12 March", "in October",
 * "5th Nov", "2026-10-05"). A month or day named without a year is the latest one not after
 * today, since questions are about what happened; null when the question names no time.
 */
export function findPeriod(question: string, today: string): Period | null {
  const lower = question.toLowerCase();
  for (const [pattern, make] of rules) {
    const match = pattern.exec(lower);
    if (match) return { ...make(today, match), text: match[0] };
  }
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const reference = { instant: new Date(Date.UTC(year, month - 1, day, 12)), timezone: 0 };
  const [result] = chrono.en.parse(question, reference, { forwardDate: false });
  if (!result) return null;
  const start = result.start;
  const knownYear = start.isCertain('year');
  let y = start.get('year') ?? year;
  const m = start.get('month') ?? month;
  if (start.isCertain('day')) {
    let date = iso(y, m, start.get('day') ?? 1);
    if (!knownYear && date > today) date = iso(y - 1, m, start.get('day') ?? 1);
    return { label: date, from: date, to: date, text: result.text };
  }
  if (start.isCertain('weekday')) {
    let date = iso(y, m, start.get('day') ?? 1);
    while (date > today) date = addDays(date, -7);
    return { label: date, from: date, to: date, text: result.text };
  }
  if (start.isCertain('month')) {
    if (!knownYear && iso(y, m, 1) > today) y -= 1;
    return monthPeriod(y, m, `${MONTHS[m - 1]} ${y}`, result.text);
  }
  return null;
}
