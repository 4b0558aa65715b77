import { AttendanceRecordData, type MarkAttendanceBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attendanceKeys } from './keys';

/** `POST /vendor/attendance`: one employee's mark for a day. */
const markAttendance = (body: MarkAttendanceBody) =>
  apiRequest('/vendor/attendance', { method: 'POST', body, schema: AttendanceRecordData });

const markAttendanceMutationOptions = () =>
  mutationOptions({
    mutationFn: markAttendance,
    // Settled, not only succeeded: after a refusal too the register shows what the server holds.
    onSettled: (_data, _error, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });

export const useMarkAttendance = () => useMutation(markAttendanceMutationOptions());
