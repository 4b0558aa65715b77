import { Alert, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useLocations } from '@/features/locations';
import { locationSummary } from '@/features/locations';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value.toLocaleString()}
      </Text>
    </Paper>
  );
}

/** Branches, states, and how many are active or inactive, from the live locations. */
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
      <SimpleGrid cols={{ base: 2, md: 4 }} aria-busy="true" aria-label="Loading headline figures">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const { branches, states } = locationSummary(locations.data);
  const count = (status: string) =>
    locations.data.filter((location) => location.status === status).length;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <Stat label="Branches" value={branches} />
      <Stat label="States" value={states} />
      <Stat label="Active" value={count('active')} />
      <Stat label="Inactive" value={count('inactive')} />
    </SimpleGrid>
  );
}
