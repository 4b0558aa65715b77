import { ListRecipientsData } from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recipientKeys } from './keys';

/** The attendance-email-recipients-list function: recipients and the schedule. */
const getRecipients = (orgId: number | null, signal?: AbortSignal) =>
  apiRequest('/functions/attendance-email-recipients-list', {
    method: 'POST',
    body: { orgId },
    schema: ListRecipientsData,
    signal,
  });

const recipientsQueryOptions = (orgId: number | null) =>
  queryOptions({
    queryKey: recipientKeys.list(orgId ?? 0),
    queryFn: ({ signal }) => getRecipients(orgId, signal),
    enabled: orgId !== null,
  });

export const useRecipients = (orgId: number | null) => useQuery(recipientsQueryOptions(orgId));
