import { ReadingsData } from '@fm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deviceKeys } from './keys';

/** The ranges the charts offer, and what each asks the API for. */
const chartRanges = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };
export type ChartRange = keyof typeof chartRanges;

/** `GET /api/devices/{id}/readings?from=`: the range's readings (raw or rolled up). */
const getDeviceReadings = (id: string, range: ChartRange, signal?: AbortSignal) =>
  apiRequest(`/devices/${id}/readings`, {
    query: { from: new Date(Date.now() - chartRanges[range]).toISOString() },
    schema: ReadingsData,
    signal,
  });

const deviceReadingsQueryOptions = (id: string, range: ChartRange) =>
  queryOptions({
    queryKey: deviceKeys.readings(id, range),
    queryFn: ({ signal }) => getDeviceReadings(id, range, signal),
    placeholderData: keepPreviousData,
  });

export const useDeviceReadings = (id: string, range: ChartRange) =>
  useQuery(deviceReadingsQueryOptions(id, range));
