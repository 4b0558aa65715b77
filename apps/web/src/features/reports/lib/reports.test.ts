import { describe, expect, it } from 'vitest';
import { filterReports, reports } from './reports';

const names = (list: { name: string }[]) => list.map((report) => report.name);

describe('the report catalogue', () => {
  it('holds the six reports, three of them coming soon, all system generated', () => {
    expect(reports).toHaveLength(6);
    expect(names(reports.filter((report) => report.route === null))).toEqual([
      'Daily Attendance Summary',
      'Employee Attendance History',
      'Location-wise Attendance',
    ]);
    expect(new Set(reports.map((report) => report.createdBy))).toEqual(
      new Set(['System Generated']),
    );
  });
});

describe('filterReports', () => {
  it('matches name, description or type, ignoring case', () => {
    expect(names(filterReports(reports, 'MONTHLY', null))).toEqual(['Monthly Attendance Report']);
    expect(names(filterReports(reports, 'esg', null))).toEqual(['Resource Consumption Report']);
    // 'branch' only appears in descriptions.
    expect(names(filterReports(reports, 'grouped by branch', null))).toEqual([
      'Location-wise Attendance',
    ]);
    expect(filterReports(reports, 'attendance', null)).toHaveLength(4);
  });

  it('narrows to a category and ignores surrounding blanks', () => {
    expect(filterReports(reports, '', 'Attendance')).toHaveLength(4);
    expect(names(filterReports(reports, '  services ', 'Pest Control'))).toEqual([
      'Scheduled Services by Date',
    ]);
    expect(filterReports(reports, 'services', 'ESG')).toEqual([]);
  });

  it('returns everything for an empty search', () => {
    expect(filterReports(reports, '   ', null)).toHaveLength(6);
  });
});
