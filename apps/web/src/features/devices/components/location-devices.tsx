import { numericMetrics, type NumericMetric } from '@fm/contracts';
import {
  Card,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTemperatureUnit } from '@/features/profile';
import { formatDateTime } from '@/lib/format';
import { useDeviceReadings, type ChartRange } from '../api/get-device-readings';
import { useDevices } from '../api/get-devices';
import { chartUnits } from '../lib/chart-units';
import { readingSummary } from '../lib/format-reading';
import { DeviceStatusBadge } from './device-status-badge';

const ReadingsChart = lazy(() => import('./readings-chart'));

const metricLabels: Record<NumericMetric, string> = {
  temperature: 'Temperature',
  humidity: 'Humidity',
  airQualityIndex: 'Air quality',
  co2Level: 'CO2',
  soundLevel: 'Sound',
};

function DeviceChart({ deviceId }: { deviceId: string }) {
  const [range, setRange] = useState<ChartRange>('24h');
  const [metric, setMetric] = useState<NumericMetric>('temperature');
  const readings = useDeviceReadings(deviceId, range);
  const { unit } = useTemperatureUnit();
  const { convert, format } = useMemo(() => chartUnits(metric, unit), [metric, unit]);
  return (
    <Stack gap="xs">
      <Group gap="sm" justify="space-between">
        <SegmentedControl
          size="xs"
          aria-label="Metric"
          value={metric}
          onChange={(value) => setMetric(value as NumericMetric)}
          data={numericMetrics.map((value) => ({ value, label: metricLabels[value] }))}
        />
        <SegmentedControl
          size="xs"
          aria-label="Range"
          value={range}
          onChange={(value) => setRange(value as ChartRange)}
          data={[
            { value: '24h', label: '24 h' },
            { value: '7d', label: '7 days' },
            { value: '30d', label: '30 days' },
          ]}
        />
      </Group>
      {readings.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading readings" />
      ) : readings.isError ? (
        <Text size="sm" c="dimmed">
          Could not load the readings.
        </Text>
      ) : (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading chart" />}>
          <ReadingsChart
            points={readings.data.readings}
            metric={metric}
            label={metricLabels[metric]}
            convert={convert}
            format={format}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** The location dashboard's devices place: live readings, and a chart per metric. */
export function LocationDevices({ locationId }: { locationId: number }) {
  const devices = useDevices({ locationId, limit: 100, sortBy: 'name', sortOrder: 'asc' });
  const { formatTemperature } = useTemperatureUnit();
  const [chosen, setChosen] = useState<string | null>(null);
  const rows = devices.data?.devices ?? [];
  const selected = chosen ?? rows[0]?.id ?? null;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby="location-devices-title"
      style={{ gridColumn: '1 / -1' }}
    >
      <Title order={3} size="h4" id="location-devices-title" mb="sm">
        Devices
      </Title>
      {devices.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading devices" />
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No devices yet.
        </Text>
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label="Devices of this location">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Device</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Last reading</Table.Th>
                  <Table.Th>Last update</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((device) => (
                  <Table.Tr key={device.id}>
                    <Table.Td>{device.name}</Table.Td>
                    <Table.Td>
                      <DeviceStatusBadge status={device.status} />
                    </Table.Td>
                    <Table.Td>{readingSummary(device.sensorData, formatTemperature)}</Table.Td>
                    <Table.Td>
                      {device.lastUpdated ? formatDateTime(device.lastUpdated) : 'Never'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Select
            label="Chart of"
            data={rows.map((device) => ({ value: device.id, label: device.name }))}
            value={selected}
            onChange={setChosen}
            allowDeselect={false}
            maw={360}
          />
          {selected && <DeviceChart deviceId={selected} />}
        </Stack>
      )}
    </Card>
  );
}
