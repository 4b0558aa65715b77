import { PestControlStatusData, type PestControlStatusQuery } from '@fm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pestControlKeys, type Query } from './keys';

/** `GET /api/pest-control/status`: the status grid. */
const getPestControlStatus = (query: PestControlStatusQuery, signal?: AbortSignal) =>
  apiRequest('/pest-control/status', {
    query: query as Query,
    schema: PestControlStatusData,
    signal,
  });

const pestControlStatusQueryOptions = (query: PestControlStatusQuery) =>
  queryOptions({
    queryKey: pestControlKeys.status(query),
    queryFn: ({ signal }) => getPestControlStatus(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePestControlStatus = (query: PestControlStatusQuery) =>
  useQuery(pestControlStatusQueryOptions(query));
