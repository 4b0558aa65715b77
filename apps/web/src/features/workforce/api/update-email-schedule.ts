import { EmailScheduleData, type UpdateEmailScheduleBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recipientKeys } from './keys';

type ScheduleInput = Omit<UpdateEmailScheduleBody, 'orgId'>;

/** `PUT /attendance-email-schedule`: the daily e-mail's local time, on or off. */
const updateEmailSchedule = (body: ScheduleInput, orgId: number) =>
  apiRequest('/attendance-email-schedule', {
    method: 'PUT',
    body: { ...body, orgId } satisfies UpdateEmailScheduleBody,
    schema: EmailScheduleData,
  });

const updateEmailScheduleMutationOptions = (orgId: number) =>
  mutationOptions({
    mutationFn: (body: ScheduleInput) => updateEmailSchedule(body, orgId),
    onSuccess: (_data, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: recipientKeys.all }),
  });

export const useUpdateEmailSchedule = (orgId: number) =>
  useMutation(updateEmailScheduleMutationOptions(orgId));
