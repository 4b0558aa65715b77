import { EmployeeData, type CreateVendorEmployeeBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './keys';

/** `POST /vendor/employees`. */
const createEmployee = (body: CreateVendorEmployeeBody) =>
  apiRequest('/vendor/employees', { method: 'POST', body, schema: EmployeeData });

const createEmployeeMutationOptions = () =>
  mutationOptions({
    mutationFn: createEmployee,
    onSuccess: (_data, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: employeeKeys.all }),
  });

export const useCreateEmployee = () => useMutation(createEmployeeMutationOptions());
