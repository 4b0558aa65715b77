import { LocationSpocData, type GetLocationSpocBody } from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { locationKeys } from './keys';

/** `POST /api/getLocationSPOC` with `{ locationId, orgId }`: the location's contacts. */
async function getLocationContacts(
  locationId: number | undefined,
  orgId: string | undefined,
  signal?: AbortSignal,
) {
  const data = await apiRequest('/getLocationSPOC', {
    method: 'POST',
    body: { locationId, ...(orgId ? { orgId: Number(orgId) } : {}) } satisfies GetLocationSpocBody,
    schema: LocationSpocData,
    signal,
  });
  return data.contacts;
}

const locationContactsQueryOptions = (locationId: number | undefined, orgId: string | undefined) =>
  queryOptions({
    queryKey: locationKeys.contacts(String(locationId)),
    enabled: locationId !== undefined,
    queryFn: ({ signal }) => getLocationContacts(locationId, orgId, signal),
  });

export const useLocationContacts = (locationId: number | undefined, orgId: string | undefined) =>
  useQuery(locationContactsQueryOptions(locationId, orgId));
