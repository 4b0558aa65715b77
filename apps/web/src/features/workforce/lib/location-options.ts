import { isInService } from '@fm/contracts';
import { useMemo } from 'react';
import { useLocations } from '@/features/locations';

export interface LocationOption {
  value: string;
  label: string;
}

/** The organisation's locations in service (decision 051) as picker options ('Andheri West Branch (1001)'). */
export function useLocationOptions(): {
  options: LocationOption[];
  nameOf: (locationId: number) => string;
  loading: boolean;
} {
  const locations = useLocations();
  return useMemo(() => {
    const rows = (locations.data ?? []).filter((location) => isInService(location.status));
    const names = new Map((locations.data ?? []).map((l) => [l.locationId, l.displayName]));
    return {
      options: rows.map((location) => ({
        value: String(location.locationId),
        label: `${location.displayName} (${location.locationId})`,
      })),
      nameOf: (locationId: number) => names.get(locationId) ?? `Location ${locationId}`,
      loading: locations.isPending,
    };
  }, [locations.data, locations.isPending]);
}
