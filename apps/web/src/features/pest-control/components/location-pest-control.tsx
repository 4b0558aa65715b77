import { serviceTypeLabel } from '@fm/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocationRecords } from '../api/get-location-records';
import { usePestControlStatus } from '../api/get-pest-control-status';
import { useSchedules } from '../api/get-schedules';
import { dateLabel, localToday } from '../lib/dates';
import { PeriodStatusBadge } from './period-status-badge';

/** The location dashboard's pest control place: this month, the last services, the next visit. */
export function LocationPestControl({ locationId }: { locationId: number }) {
  const latest = useLocationRecords(locationId);
  const next = useSchedules({ locationId, status: 'scheduled', startDate: localToday(), limit: 1 });
  const status = usePestControlStatus({ locationId, months: 1 });
  const row = status.data?.locations[0];
  const upcoming = next.data?.schedules[0];
  const records = latest.data?.records ?? [];
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">This month:</Text>
        {row ? (
          <PeriodStatusBadge status={row.statuses[0]!} />
        ) : (
          <Text size="sm" c="dimmed">
            {status.isPending ? 'Loading…' : 'Not in service (inactive)'}
          </Text>
        )}
      </Group>
      <Text size="sm">
        Next visit:{' '}
        {upcoming
          ? `${dateLabel(upcoming.scheduleDate)} (${serviceTypeLabel(upcoming.serviceType)})`
          : next.isPending
            ? 'Loading…'
            : 'none planned'}
      </Text>
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {latest.isPending ? 'Loading…' : 'No pest control services yet.'}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            Last services
          </Text>
          {records.map((record) => (
            <Anchor
              key={record.id}
              size="sm"
              component={Link}
              to={`/locations/${record.locationId}/pest-control/${record.serviceDate}`}
            >
              {dateLabel(record.serviceDate)}: {serviceTypeLabel(record.serviceType)}
            </Anchor>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
