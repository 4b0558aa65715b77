import { RecipientData, type CreateRecipientBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recipientKeys } from './keys';

/** `POST /attendance-email-recipients` with the organisation. */
const createRecipient = (body: CreateRecipientBody, orgId: number) =>
  apiRequest('/attendance-email-recipients', {
    method: 'POST',
    body: { ...body, orgId },
    schema: RecipientData,
  });

const createRecipientMutationOptions = (orgId: number) =>
  mutationOptions({
    mutationFn: (body: CreateRecipientBody) => createRecipient(body, orgId),
    onSuccess: (_data, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: recipientKeys.all }),
  });

export const useCreateRecipient = (orgId: number) =>
  useMutation(createRecipientMutationOptions(orgId));
