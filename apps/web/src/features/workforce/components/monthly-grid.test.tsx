import { buildMonthlyReport } from '@fm/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MonthlyGrid } from './monthly-grid';

const report = buildMonthlyReport(2026, 11, '2026-11-10', [
  {
    consoleEmployeeId: 'EMP-0000000001',
    employeeId: 'SFS-1001',
    name: 'Asha Nair',
    designation: 'Security Guard',
    vendorId: 'VEN-001',
    vendorName: 'Sunrise',
    status: 'active',
    activeFrom: '2026-10-01',
    activeUntil: null,
    presentDays: [2, 3, 4],
  },
]);

describe('MonthlyGrid', () => {
  it('shows each employee by day with the weekends and totals', () => {
    renderWithProviders(<MonthlyGrid report={report} />);
    const table = screen.getByRole('table', { name: 'Attendance for November 2026' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1 + 30 + 3);
    const row = within(table).getByRole('row', { name: /Asha Nair/ });
    const cells = within(row).getAllByRole('cell');
    // 1 Sunday (weekend), 2-4 present, 5-6 absent, 7-8 weekend, 9 absent, 10 (today) not yet
    // marked, 11 on not counted.
    expect(cells.slice(0, 11).map((cell) => cell.textContent)).toEqual([
      'W',
      'P',
      'P',
      'P',
      'A',
      'A',
      'W',
      'W',
      'A',
      'N',
      '-',
    ]);
    expect(cells[9]).toHaveAttribute('title', '2026-11-10: Not yet marked (today)');
    expect(cells.slice(-3).map((cell) => cell.textContent)).toEqual(['3', '3', '50%']);
    expect(cells[1]).toHaveAttribute('title', '2026-11-02: Present');
  });
});
