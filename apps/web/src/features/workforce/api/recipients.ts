import {
  DailyEmailData,
  ListRecipientsData,
  RecipientData,
  type CreateRecipientBody,
  type UpdateRecipientBody,
} from '@fm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const recipientKeys = {
  all: ['attendance-email-recipients'] as const,
  list: (orgId: number) => [...recipientKeys.all, orgId] as const,
};

/** The attendance-email-recipients-list function: recipients and the schedule. */
export const useRecipients = (orgId: number | null) =>
  useQuery({
    queryKey: recipientKeys.list(orgId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest('/functions/attendance-email-recipients-list', {
        method: 'POST',
        body: { orgId },
        schema: ListRecipientsData,
        signal,
      }),
    enabled: orgId !== null,
  });

const ScheduleData = z.object({ schedule: ListRecipientsData.shape.schedule });
const DeletedData = z.object({ id: z.string(), deletedBy: z.string(), deletedAt: z.string() });

export function useRecipientMutations(orgId: number) {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: recipientKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: CreateRecipientBody) =>
        apiRequest('/attendance-email-recipients', {
          method: 'POST',
          body: { ...body, orgId },
          schema: RecipientData,
        }),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateRecipientBody }) =>
        apiRequest(`/attendance-email-recipients/${id}`, {
          method: 'PATCH',
          body: { ...body, orgId },
          schema: RecipientData,
        }),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: ({ id, deletedBy }: { id: string; deletedBy?: string }) =>
        apiRequest(`/attendance-email-recipients/${id}`, {
          method: 'DELETE',
          body: { orgId, deletedBy, deletedAt: new Date().toISOString() },
          schema: DeletedData,
        }),
      onSuccess: invalidate,
    }),
    schedule: useMutation({
      mutationFn: (body: { sendTime: string; enabled: boolean }) =>
        apiRequest('/attendance-email-schedule', {
          method: 'PUT',
          body: { ...body, orgId },
          schema: ScheduleData,
        }),
      onSuccess: invalidate,
    }),
    sendTest: useMutation({
      mutationFn: () =>
        apiRequest('/functions/daily-attendance-email', {
          method: 'POST',
          body: { orgId, testTrigger: true, triggeredAt: new Date().toISOString() },
          schema: DailyEmailData,
        }),
    }),
  };
}
