import {
  factorFor,
  firstDayOf,
  scopeOf,
  tonnesCo2e,
  type EmissionFactor,
  type EmittingResource,
  type EsgResource,
  type EsgSource,
  type BillKind,
} from '@fm/contracts';
import { billShares, type BillPeriod } from './bill-split';
import type { MeterMonth } from './register-use';

/*
 * One location's figure for one resource and month, and its emissions (pure, no I/O).
 * Bills win over meters: where any bill (or manual entry) covers a day of the month, the month's
 * figure is the bills' shares alone; the meters fill the months no bill touches. A month with
 * neither is missing (null), never zero.
 */

export interface MonthFigure {
  value: number | null;
  source: EsgSource | null;
  /** The meter's register went backwards in the month (only when the meter is the source). */
  resets: number;
  /** The meter did not cover the whole month (only when the meter is the source). */
  partial: boolean;
}

export type BillEntry = BillPeriod & {
  kind: BillKind;
};

/** The bills' shares per month: quantity and whether any was a bill (not only manual entries). */
export function billMonths(bills: BillEntry[]) {
  const months = new Map<string, { quantity: number; anyBill: boolean }>();
  for (const bill of bills) {
    for (const share of billShares(bill)) {
      if (share.days === 0) continue;
      const month = months.get(share.month) ?? { quantity: 0, anyBill: false };
      month.quantity += share.quantity;
      month.anyBill ||= bill.kind === 'bill';
      months.set(share.month, month);
    }
  }
  return months;
}

/** The month's figure from the bills' share (if any bill touches it), else the meters' figures. */
export function monthFigure(
  billed: { quantity: number; anyBill: boolean } | undefined,
  meters: MeterMonth[],
): MonthFigure {
  if (billed)
    return {
      value: billed.quantity,
      source: billed.anyBill ? 'bill' : 'manual',
      resets: 0,
      partial: false,
    };
  const measured = meters.filter((meter) => meter.value !== null);
  if (measured.length === 0) return { value: null, source: null, resets: 0, partial: false };
  return {
    value: measured.reduce((sum, meter) => sum + meter.value!, 0),
    source: 'meter',
    resets: meters.reduce((sum, meter) => sum + meter.resets, 0),
    partial: measured.some((meter) => meter.partial),
  };
}

export interface Emission {
  scope: 1 | 2;
  tonnes: number;
  factorId: string;
}

/** The month's emissions for a resource that emits, with the factor version used; else undefined. */
export function monthEmission(
  resource: EsgResource,
  month: string,
  value: number | null,
  factors: EmissionFactor[],
): Emission | undefined {
  if (value === null || (resource !== 'electricity' && resource !== 'diesel')) return undefined;
  const emitting: EmittingResource = resource;
  const factor = factorFor(factors, emitting, firstDayOf(month));
  if (!factor) return undefined;
  return { scope: scopeOf[emitting], tonnes: tonnesCo2e(value, factor), factorId: factor.id };
}
