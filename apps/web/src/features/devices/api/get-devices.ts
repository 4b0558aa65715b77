import { ListDevicesData, type ListDevicesQuery } from '@fm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deviceKeys } from './keys';

/** `GET /api/devices`: a page of devices (filters, search, sort). */
const getDevices = (query: Partial<ListDevicesQuery>, signal?: AbortSignal) =>
  apiRequest('/devices', {
    query: query as Record<string, string | number>,
    schema: ListDevicesData,
    signal,
  });

const devicesQueryOptions = (query: Partial<ListDevicesQuery>) =>
  queryOptions({
    queryKey: deviceKeys.list(query),
    queryFn: ({ signal }) => getDevices(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDevices = (query: Partial<ListDevicesQuery>) =>
  useQuery(devicesQueryOptions(query));
