import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { alertKeys } from './keys';

/** `DELETE /api/alerts/{id}`: the alert leaves every list. */
const dismissAlert = (id: string) => apiRequest(`/alerts/${id}`, { method: 'DELETE' });

const dismissAlertMutationOptions = () =>
  mutationOptions({
    mutationFn: dismissAlert,
    onSuccess: (_data, _id, _result, { client }) =>
      client.invalidateQueries({ queryKey: alertKeys.all }),
  });

export const useDismissAlert = () => useMutation(dismissAlertMutationOptions());
