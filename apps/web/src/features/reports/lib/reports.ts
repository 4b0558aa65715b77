export const reportCategories = ['Pest Control', 'ESG', 'Attendance'] as const;
export type ReportCategory = (typeof reportCategories)[number];
/** The sidebar's entry for every category, and the list's title when it is chosen. */
export const ALL_REPORTS = 'All Reports';

export interface Report {
  name: string;
  description: string;
  type: ReportCategory;
  /** Where the report opens; null while it is not available yet ('Coming Soon'). */
  route: string | null;
  createdBy: 'System Generated';
}

/** The Reports Center's catalogue (spec section 2, "Reports centre"). */
export const reports: Report[] = [
  {
    name: 'Scheduled Services by Date',
    description: 'Pest control services planned and completed per location, day by day',
    type: 'Pest Control',
    route: '/reports/pest-control/scheduled-services',
    createdBy: 'System Generated',
  },
  {
    name: 'Resource Consumption Report',
    description: 'Energy, water and other resource use across branches for ESG reporting',
    type: 'ESG',
    route: '/reports/esg/consumption',
    createdBy: 'System Generated',
  },
  {
    name: 'Monthly Attendance Report',
    description: 'Present, absent and late days of every vendor employee over a month',
    type: 'Attendance',
    route: '/reports/attendance/monthly',
    createdBy: 'System Generated',
  },
  {
    name: 'Daily Attendance Summary',
    description: 'Who checked in at each location on a given day',
    type: 'Attendance',
    route: null,
    createdBy: 'System Generated',
  },
  {
    name: 'Employee Attendance History',
    description: 'One employee’s attendance record over time',
    type: 'Attendance',
    route: null,
    createdBy: 'System Generated',
  },
  {
    name: 'Location-wise Attendance',
    description: 'Attendance totals grouped by branch',
    type: 'Attendance',
    route: null,
    createdBy: 'System Generated',
  },
];

/**
 * The reports in a category (or all), matching the search in name, description or type as a
 * case-insensitive substring. Surrounding blanks of the search are ignored.
 */
export function filterReports(
  list: readonly Report[],
  search: string,
  category: ReportCategory | null,
): Report[] {
  const needle = search.trim().toLowerCase();
  return list.filter(
    (report) =>
      (category === null || report.type === category) &&
      (needle === '' ||
        [report.name, report.description, report.type].some((field) =>
          field.toLowerCase().includes(needle),
        )),
  );
}
