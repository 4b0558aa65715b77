import { locationDisplayName } from '@fm/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useLocations } from '@/features/locations';

/** The organisation's live locations (not inactive) as a searchable select of location numbers. */
export function LocationSelect(props: Omit<SelectProps, 'data'>) {
  const locations = useLocations();
  const data = useMemo(
    () =>
      (locations.data ?? [])
        .filter((location) => location.status !== 'inactive' && location.status !== 'rejected')
        .map((location) => ({
          value: String(location.locationId),
          label: `${locationDisplayName(location)} (${location.locationId})`,
        })),
    [locations.data],
  );
  return <Select searchable data={data} nothingFoundMessage="No location found" {...props} />;
}
