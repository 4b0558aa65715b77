import { ListAlertsData, type ListAlertsQueryInput } from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { alertKeys } from './keys';

/** `GET /api/alerts`: newest first, and the unacknowledged count (the bell). */
const getAlerts = (query: ListAlertsQueryInput, signal?: AbortSignal) =>
  apiRequest('/alerts', {
    query: query as Record<string, string | number>,
    schema: ListAlertsData,
    signal,
  });

const alertsQueryOptions = (query: ListAlertsQueryInput = {}) =>
  queryOptions({
    queryKey: alertKeys.list(query),
    queryFn: ({ signal }) => getAlerts(query, signal),
  });

export const useAlerts = (query: ListAlertsQueryInput = {}) => useQuery(alertsQueryOptions(query));
