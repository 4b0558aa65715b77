import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { HeadlineCounts } from '../lib/headline-counts';

/** The globe's headline figures; each is a labelled group so it reads as "In service, 51"; the words and counts are Home's (decision 051). */
export function HeadlineStats({ counts }: { counts: HeadlineCounts }) {
  const stats = [
    ['Branches', counts.total],
    ['In service', counts.inService],
    ['Inactive', counts.inactive],
    ['States covered', counts.states],
  ] as const;
  return (
    <SimpleGrid
      component="section"
      aria-label="Headline counts"
      cols={{ base: 2, sm: 4 }}
      spacing="xs"
    >
      {stats.map(([label, value]) => (
        <Paper key={label} role="group" aria-label={label} shadow="sm" px="sm" py={6} withBorder>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl" lh={1.2}>
            {value.toLocaleString()}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
