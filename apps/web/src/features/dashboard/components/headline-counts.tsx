import { liveLocationCounts } from '@fm/contracts';
import { Alert, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useLocations } from '@/features/locations';
import { locationSummary } from '@/features/locations';

function Stat({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={`${label}: ${value}`}>
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value.toLocaleString()}
      </Text>
      {note && (
        <Text c="dimmed" size="xs">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/**
 * Branches and states, and the live locations by lifecycle status (decision 051): in service
 * (approved or active) plus inactive make the branches; active plus approved make in service.
 */
export function HeadlineCounts() {
  const locations = useLocations();
  if (locations.isError) {
    return (
      <Alert color="red" title="Could not load locations">
        {locations.error.message}
      </Alert>
    );
  }
  if (!locations.data) {
    return (
      <SimpleGrid
        cols={{ base: 2, md: 3, lg: 6 }}
        aria-busy="true"
        aria-label="Loading headline figures"
      >
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} h={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const { states } = locationSummary(locations.data);
  const counts = liveLocationCounts(locations.data);
  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }}>
      <Stat label="Branches" value={counts.total} note="Live locations" />
      <Stat label="States" value={states} />
      <Stat label="In service" value={counts.inService} note="Active or approved" />
      <Stat label="Active" value={counts.active} />
      <Stat label="Approved" value={counts.approved} note="Not yet set active" />
      <Stat label="Inactive" value={counts.inactive} note="Out of service" />
    </SimpleGrid>
  );
}
