import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useLocations } from '../api/get-locations';
import { LocationTable } from '../components/location-table';

export function LocationsPage() {
  const locations = useLocations();
  return (
    <Stack gap="md">
      <Title order={2}>Locations</Title>
      {locations.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Loading locations...</Text>
        </Group>
      ) : locations.isError ? (
        <Alert color="red" title="Could not load locations">
          {locations.error.message}
        </Alert>
      ) : (
        <LocationTable locations={locations.data} />
      )}
    </Stack>
  );
}

export default LocationsPage;
