import { ListRecipientsData, type ListRecipientsBody } from '@fm/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recipientKeys } from './keys';

/** The attendance-email-recipients-list function: recipients and the schedule. */
const getRecipients = (orgId: number, signal?: AbortSignal) =>
  apiRequest('/functions/attendance-email-recipients-list', {
    method: 'POST',
    body: { orgId } satisfies ListRecipientsBody,
    schema: ListRecipientsData,
    signal,
  });

const recipientsQueryOptions = (orgId: number | null) =>
  queryOptions({
    queryKey: recipientKeys.list(orgId ?? 0),
    // Without an organisation there is nothing to ask for (the screen says so instead).
    queryFn: orgId === null ? skipToken : ({ signal }) => getRecipients(orgId, signal),
  });

export const useRecipients = (orgId: number | null) => useQuery(recipientsQueryOptions(orgId));
