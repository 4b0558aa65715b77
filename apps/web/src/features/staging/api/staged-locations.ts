import {
  ListStagedLocationsData,
  NextCountersData,
  type ListStagedLocationsData as StagedList,
} from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const stagedLocationKeys = {
  all: ['staged-locations'] as const,
  list: () => [...stagedLocationKeys.all, 'list'] as const,
  nextNumber: () => [...stagedLocationKeys.all, 'next-number'] as const,
};

/** `GET /api/staged-locations?orgId=`: newest first, grouped by status, with counts. */
const stagedLocationsQueryOptions = (orgId?: string) =>
  queryOptions({
    queryKey: stagedLocationKeys.list(),
    queryFn: ({ signal }): Promise<StagedList> =>
      apiRequest('/staged-locations', {
        query: { orgId },
        schema: ListStagedLocationsData,
        signal,
      }),
  });

export const useStagedLocations = (orgId?: string) => useQuery(stagedLocationsQueryOptions(orgId));

/** `GET /api/next-counters`: the number the next staged location will likely get (peeked). */
export const useNextLocationNumber = (enabled: boolean) =>
  useQuery({
    queryKey: stagedLocationKeys.nextNumber(),
    enabled,
    queryFn: async ({ signal }) =>
      (await apiRequest('/next-counters', { schema: NextCountersData, signal })).locationId,
  });
