import { ListAlertsData, type ListAlertsQueryInput } from '@fm/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const alertKeys = {
  all: ['alerts'] as const,
  list: (query: ListAlertsQueryInput) => [...alertKeys.all, 'list', query] as const,
};

/** `GET /api/alerts`: newest first, and the unacknowledged count (the bell). */
const alertsQueryOptions = (query: ListAlertsQueryInput = {}) =>
  queryOptions({
    queryKey: alertKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest('/alerts', {
        query: query as Record<string, string | number>,
        schema: ListAlertsData,
        signal,
      }),
  });

export const useAlerts = (query: ListAlertsQueryInput = {}) => useQuery(alertsQueryOptions(query));

/** Acknowledge (`PUT /api/alerts/{id}/acknowledge`) or dismiss (`DELETE /api/alerts/{id}`). */
export function useAlertAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'acknowledge' | 'dismiss' }) =>
      action === 'acknowledge'
        ? apiRequest(`/alerts/${id}/acknowledge`, { method: 'PUT' })
        : apiRequest(`/alerts/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
