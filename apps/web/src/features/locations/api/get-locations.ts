import {
  ListLocationsData,
  toLocationView,
  type ListLocationsQuery,
  type LocationRecord,
  type LocationView,
} from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { locationKeys } from './keys';

/** `GET /api/locations`: the organisation's live locations as the API sends them. */
async function getLocations(
  query: ListLocationsQuery,
  signal?: AbortSignal,
): Promise<LocationRecord[]> {
  const data = await apiRequest('/locations', { query, schema: ListLocationsData, signal });
  return data.locations;
}

// Module-level, so TanStack Query memoises the derived views between renders.
const toViews = (records: LocationRecord[]): LocationView[] => records.map(toLocationView);

export const locationsQueryOptions = (query: ListLocationsQuery = {}) =>
  queryOptions({
    queryKey: locationKeys.list(query),
    queryFn: ({ signal }) => getLocations(query, signal),
    select: toViews,
  });

/** The live locations with their display name, composed address and coordinates. */
export const useLocations = (query: ListLocationsQuery = {}) =>
  useQuery(locationsQueryOptions(query));
