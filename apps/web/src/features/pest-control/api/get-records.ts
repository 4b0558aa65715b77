import { ListPestControlData, type ListPestControlQuery } from '@fm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pestControlKeys, type Query } from './keys';

/** `GET /api/vendor/pest-control`: records, pagination and (statsType=monthly) monthlyStats. */
const getRecords = (query: ListPestControlQuery, signal?: AbortSignal) =>
  apiRequest('/vendor/pest-control', {
    query: query as Query,
    schema: ListPestControlData,
    signal,
  });

const recordsQueryOptions = (query: ListPestControlQuery) =>
  queryOptions({
    queryKey: pestControlKeys.records(query),
    queryFn: ({ signal }) => getRecords(query, signal),
    placeholderData: keepPreviousData,
  });

export const useRecords = (query: ListPestControlQuery, enabled = true) =>
  useQuery({ ...recordsQueryOptions(query), enabled });
