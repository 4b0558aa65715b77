import { isInService, locationDisplayName } from '@fm/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useLocations } from '@/features/locations';

/** The organisation's locations in service (decision 051) as a searchable select of numbers. */
export function LocationSelect(props: Omit<SelectProps, 'data'>) {
  const locations = useLocations();
  const data = useMemo(
    () =>
      (locations.data ?? [])
        .filter((location) => isInService(location.status))
        .map((location) => ({
          value: String(location.locationId),
          label: `${locationDisplayName(location)} (${location.locationId})`,
        })),
    [locations.data],
  );
  return <Select searchable data={data} nothingFoundMessage="No location found" {...props} />;
}
