import { ScheduleData, type CreateScheduleBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pestControlKeys } from './keys';

/** `POST /api/vendor/pest-control/schedules`. */
const createSchedule = (body: CreateScheduleBody) =>
  apiRequest('/vendor/pest-control/schedules', { method: 'POST', body, schema: ScheduleData });

const createScheduleMutationOptions = () =>
  mutationOptions({
    mutationFn: createSchedule,
    onSuccess: (_data, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: pestControlKeys.all }),
  });

export const useCreateSchedule = () => useMutation(createScheduleMutationOptions());
