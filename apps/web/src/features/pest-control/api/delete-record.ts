import { PestControlRecordData, type DeletePestControlBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pestControlKeys } from './keys';

type DeleteRecordInput = DeletePestControlBody & { id: string };

/** `DELETE /api/vendor/pest-control/{id}` (soft). */
const deleteRecord = ({ id, ...body }: DeleteRecordInput) =>
  apiRequest(`/vendor/pest-control/${id}`, {
    method: 'DELETE',
    body,
    schema: PestControlRecordData,
  });

const deleteRecordMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteRecord,
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: pestControlKeys.all }),
  });

export const useDeleteRecord = () => useMutation(deleteRecordMutationOptions());
