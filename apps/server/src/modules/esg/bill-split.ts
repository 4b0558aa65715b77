import { daysInclusive, firstDayOf, lastDayOf, monthOfDay, monthList } from '@fm/contracts';

/*
 * A bill's quantity split across the months its period touches, in proportion to days. A period
 * counts whole days with both ends included (16 October to 15 November is 31 days: 16 in
 * October, 15 in November). Pure, no I/O.
 */

export type BillPeriod = {
  periodStart: string;
  periodEnd: string;
  /** In the resource's base unit. */
  quantity: number;
};

export interface BillShare {
  month: string;
  /** Days of the period in this month. */
  days: number;
  quantity: number;
}

export function billShares(bill: BillPeriod): BillShare[] {
  const total = daysInclusive(bill.periodStart, bill.periodEnd);
  if (total === 0) return [];
  return monthList(monthOfDay(bill.periodStart), monthOfDay(bill.periodEnd)).map((month) => {
    const from = bill.periodStart > firstDayOf(month) ? bill.periodStart : firstDayOf(month);
    const to = bill.periodEnd < lastDayOf(month) ? bill.periodEnd : lastDayOf(month);
    const days = daysInclusive(from, to);
    return { month, days, quantity: (bill.quantity * days) / total };
  });
}

/** Whether two periods share at least one day. */
export const periodsOverlap = (
  a: Pick<BillPeriod, 'periodStart' | 'periodEnd'>,
  b: Pick<BillPeriod, 'periodStart' | 'periodEnd'>,
) => a.periodStart <= b.periodEnd && b.periodStart <= a.periodEnd;
