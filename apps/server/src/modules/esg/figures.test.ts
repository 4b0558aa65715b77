import {
  shiftMonth,
  defaultEmissionFactors,
  firstDayOf,
  zonedMidnight,
  type EmissionFactor,
} from '@fm/contracts';
import { describe, expect, it } from 'vitest';
import { billShares, periodsOverlap } from './bill-split';
import { billMonths, monthEmission, monthFigure } from './month-figures';
import { meterMonths, summariseDay, type MonthSpan, type RegisterReading } from './register-use';

// The pure computation of ESG figures, checked against sums worked out by hand.

const ZONE = 'Asia/Kolkata';
const span = (month: string): MonthSpan => ({
  month,
  start: zonedMidnight(firstDayOf(month), ZONE).getTime(),
  end: zonedMidnight(firstDayOf(shiftMonth(month, 1)), ZONE).getTime(),
});
/** A reading at local noon (06:30 UTC) of `day`. */
const noon = (day: string, value: number): RegisterReading => ({
  at: Date.parse(`${day}T06:30:00Z`),
  value,
});
const days = (...readings: [string, number][]) =>
  readings.map(([day, value]) => summariseDay(day, [noon(day, value)])!);

describe('meter months from a cumulative register', () => {
  it('interpolates the register at the month boundaries in the organisation zone', () => {
    // 24 kWh a day, read at noon: half of each boundary day's rise falls on either side.
    const meter = days(
      ['2025-10-31', 1000],
      ['2025-11-01', 1024],
      ['2025-11-30', 1720],
      ['2025-12-01', 1744],
    );
    const months = meterMonths(meter, [span('2025-10'), span('2025-11'), span('2025-12')]);
    expect(months.get('2025-10')!.value).toBeCloseTo(12, 9);
    expect(months.get('2025-10')!.partial).toBe(true);
    // 12 (31 Oct noon to midnight) + 696 (1 to 30 Nov) + 12 (30 Nov noon to midnight) = 720.
    expect(months.get('2025-11')).toEqual({ value: 720, resets: 0, partial: false });
    expect(months.get('2025-12')!.value).toBeCloseTo(12, 9);
  });

  it('counts a register that goes backwards as no use and flags the month', () => {
    // The meter is replaced after 15 Nov: the new one starts at 5 on 16 Nov.
    const meter = days(
      ['2025-10-31', 1000],
      ['2025-11-01', 1024],
      ['2025-11-15', 1360],
      ['2025-11-16', 5],
      ['2025-11-30', 341],
      ['2025-12-01', 365],
    );
    const november = meterMonths(meter, [span('2025-11')]).get('2025-11')!;
    // 12 + 336 (1-15 Nov) + 0 (the step back) + 336 (16-30 Nov) + 12 = 696, never negative.
    expect(november.value).toBeCloseTo(696, 9);
    expect(november.resets).toBe(1);
  });

  it('leaves out backward steps within a day', () => {
    const day = summariseDay('2025-11-05', [
      noon('2025-11-05', 100),
      { at: Date.parse('2025-11-05T08:00:00Z'), value: 120 },
      { at: Date.parse('2025-11-05T09:00:00Z'), value: 3 },
      { at: Date.parse('2025-11-05T10:00:00Z'), value: 10 },
    ])!;
    expect(day).toMatchObject({ increase: 27, resets: 1, firstValue: 100, lastValue: 10 });
  });

  it('keeps a month without readings missing, never zero', () => {
    const meter = days(['2025-10-31', 1000], ['2025-12-01', 1744]);
    const months = meterMonths(meter, [span('2025-10'), span('2025-11'), span('2025-12')]);
    expect(months.get('2025-11')).toEqual({ value: null, resets: 0, partial: false });
    // October keeps its 12 hours of the 744-hour gap: 744 x 12 / 744 = 12.
    expect(months.get('2025-10')!.value).toBeCloseTo(12, 9);
    expect(meterMonths([], [span('2025-11')]).get('2025-11')!.value).toBeNull();
  });
});

describe('bills', () => {
  it('split a period across months by whole days, both ends included', () => {
    // 16 Oct to 15 Nov is 31 days: 16 in October, 15 in November.
    expect(
      billShares({ periodStart: '2025-10-16', periodEnd: '2025-11-15', quantity: 3100 }),
    ).toEqual([
      { month: '2025-10', days: 16, quantity: 1600 },
      { month: '2025-11', days: 15, quantity: 1500 },
    ]);
    expect(
      periodsOverlap(
        { periodStart: '2025-10-16', periodEnd: '2025-11-15' },
        { periodStart: '2025-11-15', periodEnd: '2025-12-14' },
      ),
    ).toBe(true);
    expect(
      periodsOverlap(
        { periodStart: '2025-10-16', periodEnd: '2025-11-15' },
        { periodStart: '2025-11-16', periodEnd: '2025-12-15' },
      ),
    ).toBe(false);
  });

  it('win over the meter in any month they touch; the meter fills the rest', () => {
    const billed = billMonths([
      { kind: 'bill', periodStart: '2025-10-16', periodEnd: '2025-11-15', quantity: 3100 },
    ]);
    const meter = { value: 720, resets: 0, partial: false };
    expect(monthFigure(billed.get('2025-11'), [meter])).toEqual({
      value: 1500,
      source: 'bill',
      resets: 0,
      partial: false,
    });
    expect(monthFigure(billed.get('2025-12'), [meter])).toMatchObject({
      value: 720,
      source: 'meter',
    });
    expect(monthFigure(undefined, [{ value: null, resets: 0, partial: false }])).toEqual({
      value: null,
      source: null,
      resets: 0,
      partial: false,
    });
    const manual = billMonths([
      { kind: 'manual', periodStart: '2025-12-01', periodEnd: '2025-12-31', quantity: 800 },
    ]);
    expect(monthFigure(manual.get('2025-12'), [meter])).toMatchObject({
      value: 800,
      source: 'manual',
    });
  });
});

describe('emissions', () => {
  it('use the factor version of the month', () => {
    // CEA grid: 0.716 t/MWh for FY2022-23, 0.727 from FY2023-24; diesel 2.66 kg/L.
    expect(monthEmission('electricity', '2023-03', 1000, defaultEmissionFactors)).toEqual({
      scope: 2,
      tonnes: 0.716,
      factorId: 'cea-grid-fy2022-23',
    });
    expect(
      monthEmission('electricity', '2023-04', 1000, defaultEmissionFactors)!.tonnes,
    ).toBeCloseTo(0.727, 12);
    expect(monthEmission('diesel', '2025-06', 100, defaultEmissionFactors)).toMatchObject({
      scope: 1,
      factorId: 'defra-diesel',
    });
    expect(monthEmission('diesel', '2025-06', 100, defaultEmissionFactors)!.tonnes).toBeCloseTo(
      0.266,
      12,
    );
    expect(monthEmission('electricity', '2022-03', 1000, defaultEmissionFactors)).toBeUndefined();
    expect(monthEmission('solar', '2025-06', 1000, defaultEmissionFactors)).toBeUndefined();
    expect(monthEmission('electricity', '2025-06', null, defaultEmissionFactors)).toBeUndefined();
  });

  it('take a newer version from its first day on', () => {
    const added: EmissionFactor = {
      id: 'org-version',
      resource: 'electricity',
      scope: 2,
      value: 0.71,
      unit: 'kgCO2e/kWh',
      source: 'CEA FY2024-25',
      validFrom: '2025-04-01',
      validTo: null,
      builtIn: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      createdBy: 'admin@example.com',
    };
    const factors = [...defaultEmissionFactors, added];
    expect(monthEmission('electricity', '2025-03', 2000, factors)).toMatchObject({
      factorId: 'cea-grid-fy2023-24',
    });
    expect(monthEmission('electricity', '2025-04', 2000, factors)!.tonnes).toBeCloseTo(1.42, 12);
  });
});
