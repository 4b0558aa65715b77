import { RecipientData, type UpdateRecipientBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recipientKeys } from './keys';

interface UpdateInput {
  id: string;
  body: UpdateRecipientBody;
}

/** `PATCH /attendance-email-recipients/{id}` with the organisation. */
const updateRecipient = ({ id, body }: UpdateInput, orgId: number) =>
  apiRequest(`/attendance-email-recipients/${id}`, {
    method: 'PATCH',
    body: { ...body, orgId },
    schema: RecipientData,
  });

const updateRecipientMutationOptions = (orgId: number) =>
  mutationOptions({
    mutationFn: (input: UpdateInput) => updateRecipient(input, orgId),
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: recipientKeys.all }),
  });

export const useUpdateRecipient = (orgId: number) =>
  useMutation(updateRecipientMutationOptions(orgId));
