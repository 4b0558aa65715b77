import { ListLocationsData, toLocationView, type LocationView } from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { transportMessages } from '@/lib/api-error';
import { locationKeys, refPath } from './keys';

/** `GET /api/locations/{ref}`: one live location (404 'Location not found' for any other). */
async function getLocation(ref: string, signal?: AbortSignal): Promise<LocationView> {
  const data = await apiRequest(`/locations/${refPath(ref)}`, {
    schema: ListLocationsData,
    signal,
  });
  const [record] = data.locations;
  if (!record) throw new Error(transportMessages.invalidResponse);
  return toLocationView(record);
}

const locationQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: locationKeys.detail(ref),
    queryFn: ({ signal }) => getLocation(ref, signal),
  });

export const useLocation = (ref: string) => useQuery(locationQueryOptions(ref));
