import type { StagedLocationCounts } from '@fm/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';

const items: { key: keyof StagedLocationCounts; label: string; color?: string }[] = [
  { key: 'pending', label: 'Pending', color: 'yellow' },
  { key: 'approved', label: 'Approved', color: 'blue' },
  { key: 'rejected', label: 'Rejected', color: 'red' },
  { key: 'total', label: 'Total' },
];

/** The staged locations counted by status (spec section 4). */
export function ApprovalCounts({ counts }: { counts: StagedLocationCounts }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label="Staged locations by status">
      {items.map((item) => (
        <Paper
          key={item.key}
          withBorder
          p="sm"
          radius="md"
          aria-label={`${item.label}: ${counts[item.key]}`}
          // The status colour marks the card; the number stays in the text colour (yellow text
          // cannot reach 4.5:1 on white).
          style={
            item.color
              ? { borderLeft: `4px solid var(--mantine-color-${item.color}-6)` }
              : undefined
          }
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text fz="xl" fw={700}>
            {counts[item.key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
