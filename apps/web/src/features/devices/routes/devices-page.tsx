import {
  DeviceStatus,
  DeviceType,
  ListDevicesQuery,
  can,
  deviceStatuses,
  deviceTypes,
  type DeviceRecord,
} from '@fm/contracts';
import {
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Menu,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDots, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable } from '@/components/data-table';
import type { TableColumn } from '@/components/table-columns';
import { useAuth } from '@/features/auth';
import { PageLoader } from '@/features/loading';
import { useLocations } from '@/features/locations';
import { useTemperatureUnit } from '@/features/profile';
import { formatDateTime } from '@/lib/format';
import { loaderMessages } from '@/lib/messages';
import { usePageParams } from '@/lib/use-page-params';
import { useAlerts } from '../api/get-alerts';
import { useDevices } from '../api/get-devices';
import { AlertList } from '../components/alert-list';
import { DeviceStatusBadge } from '../components/device-status-badge';
import { RotateKeyModal } from '../components/rotate-key-modal';
import { readingSummary, statusLabel, typeLabel } from '../lib/format-reading';

const paging = ListDevicesQuery.pick({ page: true, limit: true, sortBy: true, sortOrder: true });
const filterSchema = z.object({
  locationId: ListDevicesQuery.shape.locationId,
  status: DeviceStatus.optional(),
  type: DeviceType.optional(),
  search: ListDevicesQuery.shape.search,
});

type SortKey = z.output<typeof paging>['sortBy'];

/** `/devices`: every device of the organisation, its state at a glance, and the open alerts. */
function DevicesPage() {
  const params = usePageParams(paging, filterSchema);
  const devices = useDevices(params.query);
  const alerts = useAlerts({ limit: 50 });
  const locations = useLocations();
  const { formatTemperature } = useTemperatureUnit();
  const role = useAuth().user?.role;
  const mayManage = can(role, 'device:manage');
  const [rotating, setRotating] = useState<DeviceRecord | null>(null);
  const [search, setSearch] = useState(params.filters.search ?? '');
  const applySearch = useDebouncedCallback(
    (value: string) => params.setFilters({ search: value }),
    300,
  );

  if (devices.isPending && !devices.data) return <PageLoader message={loaderMessages.devices} />;

  const columns: TableColumn<DeviceRecord, SortKey>[] = [
    {
      id: 'name',
      header: 'Device',
      sortKey: 'name',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.serialNumber} · {typeLabel[row.type] ?? row.type}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'location',
      header: 'Location',
      sortKey: 'locationId',
      render: (row) => (
        <Text size="sm" component={Link} to={`/locations/${row.locationId}`} c="inherit">
          {row.locationName ?? `Location ${row.locationId}`}
        </Text>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortKey: 'status',
      render: (row) => <DeviceStatusBadge status={row.status} />,
    },
    {
      id: 'reading',
      header: 'Last reading',
      render: (row) => <Text size="sm">{readingSummary(row.sensorData, formatTemperature)}</Text>,
    },
    {
      id: 'lastUpdated',
      header: 'Last update',
      sortKey: 'lastUpdated',
      render: (row) => (
        <Text size="sm" c="dimmed">
          {row.lastUpdated ? formatDateTime(row.lastUpdated) : 'Never'}
        </Text>
      ),
    },
    ...(mayManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            align: 'right' as const,
            render: (row: DeviceRecord) => (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="subtle" size="xs" aria-label={`Actions for ${row.name}`}>
                    <IconDots size={16} aria-hidden />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item color="red" onClick={() => setRotating(row)}>
                    Rotate key
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ),
          },
        ]
      : []),
  ];

  const summary = devices.data?.summary;
  const locationOptions = (locations.data ?? []).map((location) => ({
    value: String(location.locationId),
    label: location.displayName,
  }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2}>Devices</Title>
          {summary && (
            <Group gap="xs" aria-label="Devices by status">
              <Badge color="teal" variant="light">
                {summary.online} online
              </Badge>
              <Badge color="red" variant="light">
                {summary.offline} offline
              </Badge>
              <Badge color="gray" variant="light">
                {summary.pending} awaiting a reading
              </Badge>
            </Group>
          )}
        </Stack>
        {mayManage && (
          <Button component={Link} to="/devices/activation">
            Activate a device
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name or serial number"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          rightSection={
            search ? (
              <CloseButton
                aria-label="Clear search"
                onClick={() => {
                  setSearch('');
                  params.setFilters({ search: '' });
                }}
              />
            ) : null
          }
        />
        <Select
          label="Location"
          placeholder="All locations"
          searchable
          clearable
          data={locationOptions}
          value={params.filters.locationId === undefined ? null : String(params.filters.locationId)}
          onChange={(value) => params.setFilters({ locationId: value ?? undefined })}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={deviceStatuses.map((status) => ({ value: status, label: statusLabel[status] }))}
          value={params.filters.status ?? null}
          onChange={(value) => params.setFilters({ status: (value as DeviceStatus) ?? undefined })}
        />
        <Select
          label="Type"
          placeholder="Any type"
          clearable
          data={deviceTypes.map((type) => ({ value: type, label: typeLabel[type] ?? type }))}
          value={params.filters.type ?? null}
          onChange={(value) => params.setFilters({ type: (value as DeviceType) ?? undefined })}
        />
        {params.filtered && (
          <Button
            variant="subtle"
            onClick={() => {
              setSearch('');
              params.clearFilters();
            }}
          >
            Clear filters
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 4 }} spacing="md">
        <div style={{ gridColumn: 'span 3' }}>
          <DataTable
            label="Devices"
            columns={columns}
            rows={devices.data?.devices}
            rowKey={(row) => row.id}
            rowLabel={(row) => row.name}
            loading={devices.isPending}
            fetching={devices.isPlaceholderData}
            error={devices.error}
            onRetry={() => void devices.refetch()}
            empty={{
              title: params.filtered ? 'No devices match these filters' : 'No devices yet',
            }}
            sort={{ sortBy: params.query.sortBy, sortOrder: params.query.sortOrder }}
            onSortChange={params.setSort}
            pagination={devices.data?.pagination}
            onPageChange={params.setPage}
            onLimitChange={params.setLimit}
            pageSizes={[25, 50, 100, 200]}
          />
        </div>
        <Card withBorder padding="md" component="section" aria-labelledby="device-alerts-title">
          <Title order={3} size="h4" id="device-alerts-title" mb="sm">
            Alerts
          </Title>
          <AlertList alerts={alerts.data?.alerts ?? []} />
        </Card>
      </SimpleGrid>
      {rotating && <RotateKeyModal device={rotating} onClose={() => setRotating(null)} />}
    </Stack>
  );
}

export default DevicesPage;
