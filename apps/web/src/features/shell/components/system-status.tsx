import { Group, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { locationSummary, useLocations } from '@/features/locations';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The sidebar footer's box: how many branches, in how many distinct states (spec section 1). */
export function SystemStatus({ collapsed }: { collapsed: boolean }) {
  const locations = useLocations();
  const summary = locations.data ? locationSummary(locations.data) : null;
  const text = summary
    ? `${plural(summary.branches, 'branch', 'branches')} in ${plural(summary.states, 'state', 'states')}`
    : locations.isError
      ? 'Location data unavailable'
      : 'Loading...';

  if (collapsed) {
    return (
      <Tooltip label={`System status: ${text}`} position="right" withArrow>
        <ThemeIcon
          variant="light"
          color={locations.isError ? 'red' : 'teal'}
          size="lg"
          aria-label={`System status: ${text}`}
          role="img"
          tabIndex={0}
        >
          <IconActivity size={18} aria-hidden />
        </ThemeIcon>
      </Tooltip>
    );
  }
  return (
    <Paper withBorder p="xs" radius="md" role="status" aria-label="System status">
      <Group gap={6} wrap="nowrap">
        <IconActivity size={16} aria-hidden />
        <Text size="sm" fw={600}>
          System Status
        </Text>
      </Group>
      {summary ? (
        <Group gap="md" mt={4}>
          <Text size="sm">
            <Text span fw={700}>
              {summary.branches}
            </Text>{' '}
            {summary.branches === 1 ? 'Branch' : 'Branches'}
          </Text>
          <Text size="sm">
            <Text span fw={700}>
              {summary.states}
            </Text>{' '}
            {summary.states === 1 ? 'State' : 'States'}
          </Text>
        </Group>
      ) : (
        <Text c="dimmed" size="sm" mt={4}>
          {text}
        </Text>
      )}
    </Paper>
  );
}
