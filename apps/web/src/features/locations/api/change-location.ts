import {
  DeleteLocationData,
  LocationData,
  type LocationUpdates,
  type LocationView,
} from '@fm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';
import { locationKeys } from './get-locations';

/** Every view of live locations (list, dashboards, audit trails) is refreshed after a change. */
function useRefreshLocations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: locationKeys.all });
}

/** `PUT /api/location/{id}` with `{ updates, updatedBy }`. */
export function useUpdateLocation() {
  const refresh = useRefreshLocations();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ location, updates }: { location: LocationView; updates: LocationUpdates }) =>
      apiRequest(`/location/${location.id}`, {
        method: 'PUT',
        body: { updates, updatedBy: user?.email },
        schema: LocationData,
      }),
    onSuccess: refresh,
  });
}

/** `PUT /api/location-status` with `{ locationId, status, userEmail, reason }`. */
export function useSetLocationStatus() {
  const refresh = useRefreshLocations();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: {
      location: LocationView;
      status: 'active' | 'inactive';
      reason: string;
    }) =>
      apiRequest('/location-status', {
        method: 'PUT',
        body: {
          locationId: input.location.locationId,
          status: input.status,
          reason: input.reason,
          userEmail: user?.email,
        },
        schema: LocationData,
      }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/location/{id}`: the location and its devices and contacts. */
export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (location: LocationView) =>
      apiRequest(`/location/${location.id}`, { method: 'DELETE', schema: DeleteLocationData }),
    onSuccess: (_data, location) => {
      queryClient.removeQueries({ queryKey: locationKeys.detail(String(location.locationId)) });
      return queryClient.invalidateQueries({ queryKey: locationKeys.all });
    },
  });
}
