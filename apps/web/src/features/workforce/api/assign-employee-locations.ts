import { AssignLocationsData, type AssignLocationsBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './keys';

type AssignInput = Pick<AssignLocationsBody, 'locationIds' | 'updatedBy'> & { id: string };

/** `PUT /vendor/employees/{id}/locations` with `{ locationIds, updatedBy }`. */
const assignEmployeeLocations = ({ id, locationIds, updatedBy }: AssignInput) =>
  apiRequest(`/vendor/employees/${id}/locations`, {
    method: 'PUT',
    body: { locationIds, updatedBy } satisfies AssignLocationsBody,
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
