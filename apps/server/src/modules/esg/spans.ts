import { addDays, firstDayOf, monthList, shiftMonth, zonedMidnight } from '@fm/contracts';
import type { DaySpan, MonthSpan } from './register-use';

// Days and months of the organisation's calendar as instants (its zone decides where they start).

export const monthSpans = (from: string, to: string, timeZone: string): MonthSpan[] =>
  monthList(from, to).map((month) => ({
    month,
    start: zonedMidnight(firstDayOf(month), timeZone).getTime(),
    end: zonedMidnight(firstDayOf(shiftMonth(month, 1)), timeZone).getTime(),
  }));

export function daySpans(from: string, to: string, timeZone: string): DaySpan[] {
  const spans: DaySpan[] = [];
  let start = zonedMidnight(from, timeZone).getTime();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const end = zonedMidnight(addDays(day, 1), timeZone).getTime();
    spans.push({ day, start, end });
    start = end;
  }
  return spans;
}
