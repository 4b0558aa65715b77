import { LOCATION_NOT_FOUND } from '@fm/contracts';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DashboardSection } from '@/components/dashboard-section';
import { QueryError } from '@/components/query-error';
import { LocationDevices } from '@/features/devices';
import { PageLoader } from '@/features/loading';
import {
  LocationContacts,
  LocationDetails,
  LocationHistory,
  LocationStatusBadge,
  useLocation,
} from '@/features/locations';
import { LocationPestControl } from '@/features/pest-control';
import { LocationAttendance } from '@/features/workforce';
import { ApiError } from '@/lib/api-error';

function BackLink() {
  return (
    <Anchor component={Link} to="/locations" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        All locations
      </Group>
    </Anchor>
  );
}

/** Not ours, gone, or not a location reference at all: the same answer for each. */
const isNotFound = (error: Error) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * `/locations/{id}`: the location's own parts (details and map, contacts, history) and each
 * feature's place at the location (devices, attendance, pest control).
 */
function LocationDashboardPage() {
  const { locationId = '' } = useParams();
  const location = useLocation(locationId);

  if (location.isPending) return <PageLoader message="Loading location..." />;
  if (location.isError) {
    if (isNotFound(location.error))
      return (
        <Stack gap="sm" align="flex-start">
          <Title order={2}>{LOCATION_NOT_FOUND}</Title>
          <Text c="dimmed">
            There is no location {locationId} in your organisation. It may have been deleted.
          </Text>
          <Button component={Link} to="/locations" variant="light">
            Back to locations
          </Button>
        </Stack>
      );
    return (
      <Stack gap="md">
        <BackLink />
        <QueryError
          title="Could not load this location"
          error={location.error}
          onRetry={() => void location.refetch()}
        />
      </Stack>
    );
  }

  const data = location.data;
  return (
    <Stack gap="md">
      <BackLink />
      <Group gap="sm" align="center">
        <Title order={2}>{data.displayName}</Title>
        <LocationStatusBadge status={data.status} />
      </Group>
      <LocationDetails location={data} />
      <LocationDevices locationId={data.locationId} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LocationContacts locationId={data.locationId} />
        <DashboardSection title="Attendance">
          <LocationAttendance locationId={data.locationId} />
        </DashboardSection>
        <DashboardSection title="Pest control">
          <LocationPestControl locationId={data.locationId} />
        </DashboardSection>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LocationHistory locationRef={String(data.locationId)} />
      </SimpleGrid>
    </Stack>
  );
}

export default LocationDashboardPage;
