import { describe, expect, it } from 'vitest';
import {
  shiftMonth,
  daysInclusive,
  daysInMonth,
  defaultReportPeriod,
  financialYearLabel,
  monthList,
  zonedMidnight,
} from './months';
import { toBaseUnit } from './resources';

describe('ESG months', () => {
  it('counts a billing period with both ends included', () => {
    expect(daysInclusive('2025-10-16', '2025-11-15')).toBe(31);
    expect(daysInclusive('2025-11-01', '2025-11-01')).toBe(1);
    expect(daysInclusive('2025-11-02', '2025-11-01')).toBe(0);
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2025-02')).toBe(28);
  });

  it('moves months across years and lists ranges', () => {
    expect(shiftMonth('2025-11', 3)).toBe('2026-02');
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(monthList('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('reckons the April-March financial year', () => {
    expect(defaultReportPeriod('2026-11-27')).toEqual({ from: '2026-04', to: '2026-11' });
    expect(defaultReportPeriod('2026-02-10')).toEqual({ from: '2025-04', to: '2026-02' });
    expect(financialYearLabel('2024-03')).toBe('FY2023-24');
    expect(financialYearLabel('2024-04')).toBe('FY2024-25');
  });

  it('finds a day start in the organisation time zone', () => {
    // India is UTC+5:30 all year: 1 Nov starts at 18:30 UTC the day before.
    expect(zonedMidnight('2025-11-01', 'Asia/Kolkata').toISOString()).toBe(
      '2025-10-31T18:30:00.000Z',
    );
    // New York on the day summer time ends (midnight is still UTC-4).
    expect(zonedMidnight('2025-11-02', 'America/New_York').toISOString()).toBe(
      '2025-11-02T04:00:00.000Z',
    );
    expect(zonedMidnight('2025-11-03', 'America/New_York').toISOString()).toBe(
      '2025-11-03T05:00:00.000Z',
    );
  });

  it('converts units to the resource base unit and refuses foreign ones', () => {
    expect(toBaseUnit('electricity', 2.5, 'MWh')).toBe(2500);
    expect(toBaseUnit('water', 500, 'L')).toBe(0.5);
    expect(toBaseUnit('diesel', 10, 'kWh')).toBeUndefined();
  });
});
