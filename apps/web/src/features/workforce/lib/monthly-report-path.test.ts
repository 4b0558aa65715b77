import { describe, expect, it } from 'vitest';
import { monthlyReportPath } from './monthly-report-path';

describe('monthlyReportPath', () => {
  it("opens the register's month and keeps its location filter", () => {
    expect(monthlyReportPath('2026-11-27', 1004)).toBe(
      '/reports/attendance/monthly?month=11&year=2026&locationId=1004',
    );
    expect(monthlyReportPath('2026-03-01', undefined)).toBe(
      '/reports/attendance/monthly?month=3&year=2026',
    );
  });
});
