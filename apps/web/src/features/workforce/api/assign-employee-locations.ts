import { AssignLocationsData } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './keys';

interface AssignInput {
  id: string;
  locationIds: number[];
  updatedBy?: string;
}

/** `PUT /vendor/employees/{id}/locations` with `{ locationIds, updatedBy }`. */
const assignEmployeeLocations = ({ id, locationIds, updatedBy }: AssignInput) =>
  apiRequest(`/vendor/employees/${id}/locations`, {
    method: 'PUT',
    body: { locationIds, updatedBy },
    schema: AssignLocationsData,
  });

const assignEmployeeLocationsMutationOptions = () =>
  mutationOptions({
    mutationFn: assignEmployeeLocations,
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: employeeKeys.all }),
  });

export const useAssignEmployeeLocations = () =>
  useMutation(assignEmployeeLocationsMutationOptions());
