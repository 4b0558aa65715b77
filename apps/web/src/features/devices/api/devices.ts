import {
  DeviceWithKey,
  ListDevicesData,
  ReadingsData,
  type ActivateDeviceInput,
  type ListDevicesQuery,
} from '@fm/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const deviceKeys = {
  all: ['devices'] as const,
  list: (query: Partial<ListDevicesQuery>) => [...deviceKeys.all, 'list', query] as const,
  readings: (id: string, range: string) => [...deviceKeys.all, 'readings', id, range] as const,
};

/** `GET /api/devices`: a page of devices (filters, search, sort). */
const devicesQueryOptions = (query: Partial<ListDevicesQuery>) =>
  queryOptions({
    queryKey: deviceKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest('/devices', {
        query: query as Record<string, string | number>,
        schema: ListDevicesData,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useDevices = (query: Partial<ListDevicesQuery>) =>
  useQuery(devicesQueryOptions(query));

/** The ranges the charts offer, and what each asks the API for. */
const chartRanges = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };
export type ChartRange = keyof typeof chartRanges;

/** `GET /api/devices/{id}/readings?from=`: the range's readings (raw or rolled up). */
export const useDeviceReadings = (id: string, range: ChartRange) =>
  useQuery({
    queryKey: deviceKeys.readings(id, range),
    queryFn: ({ signal }) =>
      apiRequest(`/devices/${id}/readings`, {
        query: { from: new Date(Date.now() - chartRanges[range]).toISOString() },
        schema: ReadingsData,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `POST /api/devices/activate`: the device and its key (shown once). */
export function useActivateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivateDeviceInput) =>
      apiRequest('/devices/activate', { method: 'POST', body, schema: DeviceWithKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['locations'] });
    },
  });
}

/** `POST /api/devices/{id}/rotate-key`: a new key (shown once); the old one stops working. */
export function useRotateDeviceKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/devices/${id}/rotate-key`, { method: 'POST', schema: DeviceWithKey }),
    // The lists show the key's prefix and the device's last change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
