import { EmployeeData, type UpdateVendorEmployeeBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './keys';

/** `PUT /vendor/employees/{id}`. */
const updateEmployee = ({ id, body }: { id: string; body: UpdateVendorEmployeeBody }) =>
  apiRequest(`/vendor/employees/${id}`, { method: 'PUT', body, schema: EmployeeData });

const updateEmployeeMutationOptions = () =>
  mutationOptions({
    mutationFn: updateEmployee,
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: employeeKeys.all }),
  });

export const useUpdateEmployee = () => useMutation(updateEmployeeMutationOptions());
