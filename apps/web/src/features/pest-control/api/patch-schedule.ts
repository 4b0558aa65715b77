import { PatchScheduleData, type PatchScheduleBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pestControlKeys } from './keys';

/** `PATCH /api/vendor/pest-control/schedules/{id}`: reschedule, cancel or complete. */
const patchSchedule = ({ id, body }: { id: string; body: PatchScheduleBody }) =>
  apiRequest(`/vendor/pest-control/schedules/${id}`, {
    method: 'PATCH',
    body,
    schema: PatchScheduleData,
  });

const patchScheduleMutationOptions = () =>
  mutationOptions({
    mutationFn: patchSchedule,
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: pestControlKeys.all }),
  });

export const usePatchSchedule = () => useMutation(patchScheduleMutationOptions());
