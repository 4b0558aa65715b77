import type { EsgReportData } from '@fm/contracts';
import { describe, expect, it } from 'vitest';
import { brsrSummary, formatChange } from './brsr';

const headline = (value: number) => ({ value, lastYear: 0, change: null });

describe('the BRSR summary', () => {
  it('turns the period into GJ by source, kL, tCO2e and intensities per m2', () => {
    const report = {
      areaSqm: 100,
      headline: {
        electricity: headline(10_000),
        diesel: headline(100),
        solar: headline(1000),
        water: headline(50),
        waste: headline(2000),
        scope1: headline(0.266),
        scope2: headline(7.27),
      },
    } as unknown as EsgReportData;
    const lines = Object.fromEntries(
      brsrSummary(report).map((line) => [line.parameter, line.value]),
    );
    // 10,000 kWh x 0.0036 = 36 GJ; 100 L x 0.0358 = 3.58 GJ; 1,000 kWh = 3.6 GJ; 43.18 GJ over 100 m2.
    expect(lines['Electricity from the grid (non-renewable)']).toBeCloseTo(36, 9);
    expect(lines['Diesel in DG sets (non-renewable)']).toBeCloseTo(3.58, 9);
    expect(lines['Total energy consumed']).toBeCloseTo(43.18, 9);
    expect(lines['Energy intensity']).toBeCloseTo(0.4318, 9);
    expect(lines['Scope 1 and 2 intensity']).toBeCloseTo(75.36, 9);
    expect(formatChange(0.123)).toBe('+12% vs last year');
  });
});
