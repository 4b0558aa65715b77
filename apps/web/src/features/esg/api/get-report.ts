import { EsgReportData, type EsgReportQuery } from '@fm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { esgKeys } from './keys';

type ReportQuery = Partial<EsgReportQuery>;

/** `GET /api/esg/report`: the Resource Consumption Report. */
export const getReport = (query: ReportQuery, signal?: AbortSignal) =>
  apiRequest('/esg/report', { query, schema: EsgReportData, signal });

const reportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: esgKeys.report(query),
    queryFn: ({ signal }) => getReport(query, signal),
    placeholderData: keepPreviousData,
  });

export const useReport = (query: ReportQuery) => useQuery(reportQueryOptions(query));
