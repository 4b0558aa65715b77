import { Paper, SimpleGrid, Text } from '@mantine/core';

/** A row of figures ('Present 120', 'Absent 14', ...), each with what it counts when given. */
export function SummaryStats({
  stats,
}: {
  stats: { label: string; value: string | number; note?: string }[];
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: stats.length }} spacing="sm">
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {stat.label}
          </Text>
          <Text
            size="xl"
            fw={700}
            data-testid={`stat-${stat.label.toLowerCase().replace(/\W+/g, '-')}`}
          >
            {stat.value}
          </Text>
          {stat.note && (
            <Text size="xs" c="dimmed">
              {stat.note}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
