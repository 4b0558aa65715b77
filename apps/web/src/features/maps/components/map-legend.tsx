import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { clusterColor } from '../lib/location-layers';
import { sortStatuses, statusLabel, type MapColorScheme } from '../lib/status-colors';
import { StatusDot } from './status-dot';

interface MapLegendProps {
  byStatus: Record<string, number>;
  scheme: MapColorScheme;
  /** Shows what a cluster circle means (the map page; the globe has no clusters). */
  clusters?: boolean;
}

/** What the colours mean: every status present, with its count. */
export function MapLegend({ byStatus, scheme, clusters = false }: MapLegendProps) {
  const statuses = sortStatuses(Object.keys(byStatus));
  return (
    <Paper component="section" aria-label="Legend" shadow="sm" p="xs" withBorder>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {statuses.map((status) => (
          <Group key={status} component="li" gap={8} wrap="nowrap">
            <StatusDot status={status} scheme={scheme} />
            <Text size="xs">
              {statusLabel(status)}{' '}
              <Text span c="dimmed" size="xs">
                ({byStatus[status]?.toLocaleString()})
              </Text>
            </Text>
          </Group>
        ))}
        {clusters && (
          <Group component="li" gap={8} wrap="nowrap">
            <Box
              aria-hidden
              w={12}
              h={12}
              style={{ borderRadius: '50%', background: clusterColor[scheme] }}
            />
            <Text size="xs">Group of nearby locations (number inside)</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
