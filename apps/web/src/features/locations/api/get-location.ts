import {
  ListLocationsData,
  LocationAuditData,
  LocationSpocData,
  toLocationView,
  type LocationView,
} from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { transportMessages } from '@/lib/api-error';
import { locationKeys } from './get-locations';

/** The path reference of a location: its number (the web route's) or its record id. */
const refPath = (ref: string) => encodeURIComponent(ref);

/** `GET /api/locations/{ref}`: one live location (404 'Location not found' for any other). */
const locationQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: locationKeys.detail(ref),
    queryFn: async ({ signal }): Promise<LocationView> => {
      const data = await apiRequest(`/locations/${refPath(ref)}`, {
        schema: ListLocationsData,
        signal,
      });
      const [record] = data.locations;
      if (!record) throw new Error(transportMessages.invalidResponse);
      return toLocationView(record);
    },
  });

export const useLocation = (ref: string) => useQuery(locationQueryOptions(ref));

/** `GET /api/locations/{ref}/audit`: the audit trail (newest first) and the status history. */
export const useLocationAudit = (ref: string) =>
  useQuery({
    queryKey: locationKeys.audit(ref),
    queryFn: ({ signal }) =>
      apiRequest(`/locations/${refPath(ref)}/audit`, { schema: LocationAuditData, signal }),
  });

/** `POST /api/getLocationSPOC` with `{ locationId, orgId }`: the location's contacts. */
export const useLocationContacts = (locationId: number | undefined, orgId: string | undefined) =>
  useQuery({
    queryKey: locationKeys.contacts(String(locationId)),
    enabled: locationId !== undefined,
    queryFn: async ({ signal }) => {
      const data = await apiRequest('/getLocationSPOC', {
        method: 'POST',
        body: { locationId, ...(orgId ? { orgId: Number(orgId) } : {}) },
        schema: LocationSpocData,
        signal,
      });
      return data.contacts;
    },
  });
