import { DeleteLocationData, type LocationView } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { locationKeys } from './keys';

/** `DELETE /api/location/{id}`: the location and its devices and contacts. */
const deleteLocation = (location: LocationView) =>
  apiRequest(`/location/${location.id}`, { method: 'DELETE', schema: DeleteLocationData });

const deleteLocationMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteLocation,
    onSuccess: (_data, location, _result, { client }) => {
      // Its dashboard has nothing left to show; every list drops it.
      client.removeQueries({ queryKey: locationKeys.detail(String(location.locationId)) });
      return client.invalidateQueries({ queryKey: locationKeys.all });
    },
  });

export const useDeleteLocation = () => useMutation(deleteLocationMutationOptions());
