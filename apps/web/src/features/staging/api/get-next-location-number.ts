import { NextCountersData } from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stagedLocationKeys } from './keys';

/** `GET /api/next-counters`: the number the next staged location will likely get (peeked). */
const getNextLocationNumber = async (signal?: AbortSignal) =>
  (await apiRequest('/next-counters', { schema: NextCountersData, signal })).locationId;

const nextLocationNumberQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: stagedLocationKeys.nextNumber(),
    enabled,
    queryFn: ({ signal }) => getNextLocationNumber(signal),
  });

export const useNextLocationNumber = (enabled: boolean) =>
  useQuery(nextLocationNumberQueryOptions(enabled));
