import { AttendanceRecordData, type DeleteAttendanceBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attendanceKeys } from './keys';

/** `DELETE /vendor/attendance/{id}` with `{ orgId }`: a mark undone. */
const removeAttendance = ({ id, orgId }: { id: string; orgId: number }) =>
  apiRequest(`/vendor/attendance/${id}`, {
    method: 'DELETE',
    body: { orgId } satisfies DeleteAttendanceBody,
    schema: AttendanceRecordData,
  });

const removeAttendanceMutationOptions = () =>
  mutationOptions({
    mutationFn: removeAttendance,
    onSettled: (_data, _error, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });

export const useRemoveAttendance = () => useMutation(removeAttendanceMutationOptions());
