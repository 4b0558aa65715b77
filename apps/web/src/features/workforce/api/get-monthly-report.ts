import { MonthlyReportData, type MonthlyReportQuery } from '@fm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attendanceKeys } from './keys';

/** `GET /attendance-report/monthly/{orgId}`. */
const getMonthlyReport = (orgId: number, query: MonthlyReportQuery, signal?: AbortSignal) =>
  apiRequest(`/attendance-report/monthly/${orgId}`, { query, schema: MonthlyReportData, signal });

const monthlyReportQueryOptions = (orgId: number, query: MonthlyReportQuery) =>
  queryOptions({
    queryKey: attendanceKeys.monthly(orgId, query),
    queryFn: ({ signal }) => getMonthlyReport(orgId, query, signal),
  });

export const useMonthlyReport = (orgId: number | null, query: MonthlyReportQuery) =>
  useQuery({
    ...monthlyReportQueryOptions(orgId ?? 0, query),
    enabled: orgId !== null,
    placeholderData: keepPreviousData,
  });
