import {
  LocationData,
  type LocationUpdates,
  type LocationView,
  type UpdateLocationBody,
} from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';
import { locationKeys } from './keys';

export interface UpdateLocationInput {
  location: LocationView;
  updates: LocationUpdates;
}

/** `PUT /api/location/{id}` with `{ updates, updatedBy }`. */
const updateLocation = ({ location, updates }: UpdateLocationInput, updatedBy?: string) =>
  apiRequest(`/location/${location.id}`, {
    method: 'PUT',
    body: { updates, updatedBy } satisfies UpdateLocationBody,
    schema: LocationData,
  });

const updateLocationMutationOptions = (updatedBy?: string) =>
  mutationOptions({
    mutationFn: (input: UpdateLocationInput) => updateLocation(input, updatedBy),
    // Every view of live locations (list, dashboards, audit trails) shows the change.
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: locationKeys.all }),
  });

export function useUpdateLocation() {
  const { user } = useAuth();
  return useMutation(updateLocationMutationOptions(user?.email));
}
