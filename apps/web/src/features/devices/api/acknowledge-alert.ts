import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { alertKeys } from './keys';

/** `PUT /api/alerts/{id}/acknowledge`. */
const acknowledgeAlert = (id: string) => apiRequest(`/alerts/${id}/acknowledge`, { method: 'PUT' });

const acknowledgeAlertMutationOptions = () =>
  mutationOptions({
    mutationFn: acknowledgeAlert,
    onSuccess: (_data, _id, _result, { client }) =>
      client.invalidateQueries({ queryKey: alertKeys.all }),
  });

export const useAcknowledgeAlert = () => useMutation(acknowledgeAlertMutationOptions());
