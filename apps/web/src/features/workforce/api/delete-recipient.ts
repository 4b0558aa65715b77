import { DeletedRecipientData, type DeleteRecipientBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recipientKeys } from './keys';

type DeleteInput = Pick<DeleteRecipientBody, 'deletedBy'> & { id: string };

/** `DELETE /attendance-email-recipients/{id}` with `{ orgId, deletedBy, deletedAt }`. */
const deleteRecipient = ({ id, deletedBy }: DeleteInput, orgId: number) =>
  apiRequest(`/attendance-email-recipients/${id}`, {
    method: 'DELETE',
    body: { orgId, deletedBy, deletedAt: new Date().toISOString() } satisfies DeleteRecipientBody,
    schema: DeletedRecipientData,
  });

const deleteRecipientMutationOptions = (orgId: number) =>
  mutationOptions({
    mutationFn: (input: DeleteInput) => deleteRecipient(input, orgId),
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: recipientKeys.all }),
  });

export const useDeleteRecipient = (orgId: number) =>
  useMutation(deleteRecipientMutationOptions(orgId));
