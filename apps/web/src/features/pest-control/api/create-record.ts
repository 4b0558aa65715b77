import { PestControlRecordData, type AddPestControlWithFilesBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pestControlKeys } from './keys';

/** `add-pest-control-with-files`: the record and its uploaded files at once. */
const createRecord = (body: AddPestControlWithFilesBody) =>
  apiRequest('/functions/add-pest-control-with-files', {
    method: 'POST',
    body,
    schema: PestControlRecordData,
  });

const createRecordMutationOptions = () =>
  mutationOptions({
    mutationFn: createRecord,
    // Records, schedules, the status grid and the locations' places all count records.
    onSuccess: (_data, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: pestControlKeys.all }),
  });

export const useCreateRecord = () => useMutation(createRecordMutationOptions());
