import { LocationData, type LocationStatusBody, type LocationView } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';
import { locationKeys } from './keys';

export interface SetLocationStatusInput extends Pick<LocationStatusBody, 'status' | 'reason'> {
  location: LocationView;
}

/** `PUT /api/location-status` with `{ locationId, status, userEmail, reason }`. */
const setLocationStatus = (input: SetLocationStatusInput, userEmail?: string) =>
  apiRequest('/location-status', {
    method: 'PUT',
    body: {
      locationId: input.location.locationId,
      status: input.status,
      reason: input.reason,
      userEmail,
    } satisfies LocationStatusBody,
    schema: LocationData,
  });

const setLocationStatusMutationOptions = (userEmail?: string) =>
  mutationOptions({
    mutationFn: (input: SetLocationStatusInput) => setLocationStatus(input, userEmail),
    // Every view of live locations (list, dashboards, audit trails) shows the change.
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: locationKeys.all }),
  });

export function useSetLocationStatus() {
  const { user } = useAuth();
  return useMutation(setLocationStatusMutationOptions(user?.email));
}
