import { DeactivateEmployeeData, type DeactivateEmployeeBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './keys';

type DeactivateInput = Pick<DeactivateEmployeeBody, 'reason' | 'deactivatedBy'> & { id: string };

/** `POST /vendor/employees/{id}/deactivate` with `{ reason, deactivatedBy }`. */
const deactivateEmployee = ({ id, reason, deactivatedBy }: DeactivateInput) =>
  apiRequest(`/vendor/employees/${id}/deactivate`, {
    method: 'POST',
    body: { reason, deactivatedBy } satisfies DeactivateEmployeeBody,
    schema: DeactivateEmployeeData,
  });

const deactivateEmployeeMutationOptions = () =>
  mutationOptions({
    mutationFn: deactivateEmployee,
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: employeeKeys.all }),
  });

export const useDeactivateEmployee = () => useMutation(deactivateEmployeeMutationOptions());
