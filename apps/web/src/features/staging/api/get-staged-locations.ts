import { ListStagedLocationsData } from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stagedLocationKeys } from './keys';

/** `GET /api/staged-locations?orgId=`: newest first, grouped by status, with counts. */
const getStagedLocations = (orgId?: string, signal?: AbortSignal) =>
  apiRequest('/staged-locations', { query: { orgId }, schema: ListStagedLocationsData, signal });

const stagedLocationsQueryOptions = (orgId?: string) =>
  queryOptions({
    queryKey: stagedLocationKeys.list(),
    queryFn: ({ signal }) => getStagedLocations(orgId, signal),
  });

export const useStagedLocations = (orgId?: string) => useQuery(stagedLocationsQueryOptions(orgId));
