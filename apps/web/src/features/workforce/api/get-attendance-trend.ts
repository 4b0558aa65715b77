import { AttendanceTrendData } from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attendanceKeys } from './keys';

/** `GET /attendance/trend?locationId`: the last 30 days at a location. */
const getAttendanceTrend = (locationId: number, signal?: AbortSignal) =>
  apiRequest('/attendance/trend', { query: { locationId }, schema: AttendanceTrendData, signal });

const attendanceTrendQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: attendanceKeys.trend(locationId),
    queryFn: ({ signal }) => getAttendanceTrend(locationId, signal),
  });

export const useAttendanceTrend = (locationId: number) =>
  useQuery(attendanceTrendQueryOptions(locationId));
