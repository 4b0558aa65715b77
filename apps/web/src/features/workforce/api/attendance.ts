import {
  AttendanceRecordData,
  AttendanceRegisterData,
  AttendanceTrendData,
  MonthlyReportData,
  type AttendanceRegisterQuery,
  type MarkAttendanceBody,
  type MonthlyReportQuery,
} from '@fm/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const attendanceKeys = {
  all: ['attendance'] as const,
  register: (orgId: number, query: Partial<AttendanceRegisterQuery>) =>
    [...attendanceKeys.all, 'register', orgId, query] as const,
  monthly: (orgId: number, query: MonthlyReportQuery) =>
    [...attendanceKeys.all, 'monthly', orgId, query] as const,
  trend: (locationId: number) => [...attendanceKeys.all, 'trend', locationId] as const,
};

/** `GET /attendance-register/{orgId}`: a day's marks, summary and metadata. */
const registerQueryOptions = (orgId: number, query: Partial<AttendanceRegisterQuery>) =>
  queryOptions({
    queryKey: attendanceKeys.register(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest(`/attendance-register/${orgId}`, {
        query,
        schema: AttendanceRegisterData,
        signal,
      }),
  });

export const useRegister = (orgId: number | null, query: Partial<AttendanceRegisterQuery>) =>
  useQuery({
    ...registerQueryOptions(orgId ?? 0, query),
    enabled: orgId !== null,
    placeholderData: keepPreviousData,
  });

/** `GET /attendance-report/monthly/{orgId}`. */
export const useMonthlyReport = (orgId: number | null, query: MonthlyReportQuery) =>
  useQuery({
    queryKey: attendanceKeys.monthly(orgId ?? 0, query),
    queryFn: ({ signal }) =>
      apiRequest(`/attendance-report/monthly/${orgId}`, {
        query,
        schema: MonthlyReportData,
        signal,
      }),
    enabled: orgId !== null,
    placeholderData: keepPreviousData,
  });

/** `GET /attendance/trend?locationId`: the last 30 days at a location. */
export const useAttendanceTrend = (locationId: number) =>
  useQuery({
    queryKey: attendanceKeys.trend(locationId),
    queryFn: ({ signal }) =>
      apiRequest('/attendance/trend', {
        query: { locationId },
        schema: AttendanceTrendData,
        signal,
      }),
  });

export function useAttendanceMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: attendanceKeys.all });
  return {
    mark: useMutation({
      mutationFn: (body: MarkAttendanceBody) =>
        apiRequest('/vendor/attendance', { method: 'POST', body, schema: AttendanceRecordData }),
      onSettled: invalidate,
    }),
    remove: useMutation({
      mutationFn: ({ id, orgId }: { id: string; orgId: number }) =>
        apiRequest(`/vendor/attendance/${id}`, {
          method: 'DELETE',
          body: { orgId },
          schema: AttendanceRecordData,
        }),
      onSettled: invalidate,
    }),
  };
}
