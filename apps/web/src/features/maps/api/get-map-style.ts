import { AppConfig } from '@fm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/config` (public): the MapLibre style URL set by MAP_STYLE_URL, or null. */
const getConfig = (signal?: AbortSignal) => apiRequest('/config', { schema: AppConfig, signal });

const mapStyleQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'map-style'] as const,
    queryFn: ({ signal }) => getConfig(signal),
    select: (config) => config.mapStyle,
    staleTime: Infinity,
    retry: 1,
  });

/**
 * The style to use: a URL, null for the offline basemap, or undefined while the setting is
 * still on its way. A failed lookup means the offline basemap, not a broken screen.
 */
export function useMapStyleUrl(): string | null | undefined {
  const query = useQuery(mapStyleQueryOptions());
  if (query.isPending) return undefined;
  return query.data ?? null;
}
