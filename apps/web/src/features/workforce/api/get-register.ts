import { AttendanceRegisterData, type AttendanceRegisterQuery } from '@fm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attendanceKeys } from './keys';

/** `GET /attendance-register/{orgId}`: a day's marks, summary and metadata. */
const getRegister = (
  orgId: number,
  query: Partial<AttendanceRegisterQuery>,
  signal?: AbortSignal,
) => apiRequest(`/attendance-register/${orgId}`, { query, schema: AttendanceRegisterData, signal });

const registerQueryOptions = (orgId: number, query: Partial<AttendanceRegisterQuery>) =>
  queryOptions({
    queryKey: attendanceKeys.register(orgId, query),
    queryFn: ({ signal }) => getRegister(orgId, query, signal),
  });

export const useRegister = (orgId: number | null, query: Partial<AttendanceRegisterQuery>) =>
  useQuery({
    ...registerQueryOptions(orgId ?? 0, query),
    enabled: orgId !== null,
    placeholderData: keepPreviousData,
  });
