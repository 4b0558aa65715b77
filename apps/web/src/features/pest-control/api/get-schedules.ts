import { ListSchedulesData, type ListSchedulesQuery } from '@fm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pestControlKeys, type Query } from './keys';

/** `GET /api/vendor/pest-control/schedules` with its filters, limit and offset. */
export const getSchedules = (query: ListSchedulesQuery, signal?: AbortSignal) =>
  apiRequest('/vendor/pest-control/schedules', {
    query: query as Query,
    schema: ListSchedulesData,
    signal,
  });

const schedulesQueryOptions = (query: ListSchedulesQuery) =>
  queryOptions({
    queryKey: pestControlKeys.schedules(query),
    queryFn: ({ signal }) => getSchedules(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSchedules = (query: ListSchedulesQuery, enabled = true) =>
  useQuery({ ...schedulesQueryOptions(query), enabled });
