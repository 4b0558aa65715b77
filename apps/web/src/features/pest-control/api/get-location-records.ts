import { LocationDayData } from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pestControlKeys } from './keys';

/** `GET /api/pest-control/locations/{id}/records`: a day's records, or the latest three. */
const getLocationRecords = (locationId: number, date?: string, signal?: AbortSignal) =>
  apiRequest(`/pest-control/locations/${locationId}/records`, {
    query: { date, limit: date ? undefined : 3 },
    schema: LocationDayData,
    signal,
  });

const locationRecordsQueryOptions = (locationId: number, date?: string) =>
  queryOptions({
    queryKey: pestControlKeys.location(locationId, date),
    queryFn: ({ signal }) => getLocationRecords(locationId, date, signal),
  });

/** One location's records on a day, or its latest ones without a date. */
export const useLocationRecords = (locationId: number, date?: string) =>
  useQuery(locationRecordsQueryOptions(locationId, date));
