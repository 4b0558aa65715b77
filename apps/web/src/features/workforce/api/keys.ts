import type {
  AttendanceRegisterQuery,
  ListVendorEmployeesQuery,
  MonthlyReportQuery,
} from '@fm/contracts';

/** Query keys of the day's register, the monthly grid and a location's trend. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  register: (orgId: number, query: Partial<AttendanceRegisterQuery>) =>
    [...attendanceKeys.all, 'register', orgId, query] as const,
  monthly: (orgId: number, query: MonthlyReportQuery) =>
    [...attendanceKeys.all, 'monthly', orgId, query] as const,
  trend: (locationId: number) => [...attendanceKeys.all, 'trend', locationId] as const,
};

export const employeeKeys = {
  all: ['employees'] as const,
  list: (query: Partial<ListVendorEmployeesQuery>) => [...employeeKeys.all, 'list', query] as const,
};

/** The daily e-mail's recipients and schedule. */
export const recipientKeys = {
  all: ['attendance-email-recipients'] as const,
  list: (orgId: number) => [...recipientKeys.all, orgId] as const,
};
