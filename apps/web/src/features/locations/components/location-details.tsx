import { ADDRESS_NOT_AVAILABLE, LOCATION_FIELD_LABELS, type LocationView } from '@fm/contracts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { LocationPinMap } from '@/features/maps';
import { formatDateTime } from '@/lib/format';
import { DashboardSection } from '@/components/dashboard-section';

function Detail({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value === null || value === '' ? '—' : value}</Text>
    </Stack>
  );
}

const hasCoordinates = (location: LocationView) =>
  location.latitude !== null && location.longitude !== null;

/** The location's facts, its composed address and its pin on the map. */
export function LocationDetails({ location }: { location: LocationView }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DashboardSection title="Details">
        <Detail label="Address" value={location.fullAddress || ADDRESS_NOT_AVAILABLE} />
        <SimpleGrid cols={2} spacing="sm">
          <Detail label="Location number" value={location.locationId} />
          <Detail label="Type" value={location.locationType} />
          <Detail label={LOCATION_FIELD_LABELS.city} value={location.city} />
          <Detail label={LOCATION_FIELD_LABELS.state} value={location.state} />
          <Detail label={LOCATION_FIELD_LABELS.area} value={location.area} />
          <Detail
            label={LOCATION_FIELD_LABELS.branchAreaSize}
            value={location.branchAreaSize === null ? null : `${location.branchAreaSize} sq ft`}
          />
          <Detail
            label="Coordinates"
            value={
              hasCoordinates(location)
                ? `${location.coordinates.lat}, ${location.coordinates.lng}`
                : null
            }
          />
          <Detail label="Last updated" value={formatDateTime(location.updatedAt)} />
        </SimpleGrid>
      </DashboardSection>
      <DashboardSection
        title="Map"
        empty={hasCoordinates(location) ? undefined : 'No coordinates recorded for this location.'}
      >
        <LocationPinMap
          latitude={location.coordinates.lat}
          longitude={location.coordinates.lng}
          label={location.displayName}
          status={location.status}
          height={280}
        />
      </DashboardSection>
    </SimpleGrid>
  );
}
