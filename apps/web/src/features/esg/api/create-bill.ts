import { EsgBillData, type EsgBillBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { esgKeys } from './keys';

/** `POST /api/esg/bills`: a bill (with its uploaded document) or a manual entry. */
const createBill = (body: EsgBillBody) =>
  apiRequest('/esg/bills', { method: 'POST', body, schema: EsgBillData });

const createBillMutationOptions = () =>
  mutationOptions({
    mutationFn: createBill,
    // The report's figures, coverage and charts all change with a bill.
    onSuccess: (_data, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: esgKeys.all }),
  });

export const useCreateBill = () => useMutation(createBillMutationOptions());
