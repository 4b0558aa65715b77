import {
  PestControlServiceType,
  monthOf,
  monthRange,
  pestControlServiceTypes,
  type PestControlSchedule,
  scheduledServiceStateLabels,
  scheduledServiceStates,
  type ScheduledServiceState,
} from '@fm/contracts';
import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { exportTable, exportFormats, type ExportFormat } from '@/lib/export';
import { getSchedules } from '../api/get-schedules';
import { pestControlKeys } from '../api/keys';
import { LocationSelect } from '../components/location-select';
import { ScheduleStateBadge } from '../components/schedule-status-badge';
import { dateLabel, localToday } from '../lib/dates';
import {
  scheduledServiceColumns,
  scheduledServiceRows,
  stateTotals,
} from '../lib/scheduled-services';
import { serviceTypeLabel } from '@fm/contracts';

const PAGE = 1000;

/** Every schedule in the range, a thousand at a time. */
async function allSchedules(query: Record<string, unknown>, signal: AbortSignal) {
  const schedules: PestControlSchedule[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await getSchedules({ ...query, limit: PAGE, offset }, signal);
    schedules.push(...page.schedules);
    if (schedules.length >= page.total || page.schedules.length === 0) return schedules;
  }
}

const formatLabel: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'XLSX', pdf: 'PDF' };

/** `/reports/pest-control/scheduled-services`: pending, completed and missed visits by date. */
function ScheduledServicesReportPage() {
  const today = localToday();
  const month = monthRange(monthOf(today));
  const [startDate, setStartDate] = useState(month.startDate);
  const [endDate, setEndDate] = useState(month.endDate);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [serviceType, setServiceType] = useState<string | null>(null);
  const [state, setState] = useState<ScheduledServiceState | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const query = {
    startDate,
    endDate,
    locationId: locationId ? Number(locationId) : undefined,
    serviceType: PestControlServiceType.safeParse(serviceType).data,
  };
  const schedules = useQuery({
    queryKey: pestControlKeys.schedules({ report: true, ...query }),
    queryFn: ({ signal }) => allSchedules(query, signal),
    enabled: startDate !== '' && endDate !== '' && startDate <= endDate,
  });
  const rows = scheduledServiceRows(schedules.data ?? [], today, state ?? undefined);
  const totals = stateTotals(rows);

  const save = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await exportTable({
        format,
        fileName: `scheduled-services-${startDate}-to-${endDate}`,
        title: 'Scheduled Services by Date',
        subtitle: [
          `${dateLabel(startDate)} to ${dateLabel(endDate)}`,
          `Pending ${totals.pending}, completed ${totals.completed}, missed ${totals.missed}`,
        ],
        columns: scheduledServiceColumns,
        rows,
      });
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/reports" size="sm">
        ← Reports Center
      </Anchor>
      <Title order={2}>Scheduled Services by Date</Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="From"
          type="date"
          value={startDate}
          onChange={(e) => setStartDate(e.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={endDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
        />
        <LocationSelect
          label="Location"
          placeholder="All locations"
          clearable
          value={locationId}
          onChange={setLocationId}
        />
        <Select
          label="Service type"
          placeholder="All service types"
          clearable
          data={pestControlServiceTypes.map((type) => ({ value: type.value, label: type.label }))}
          value={serviceType}
          onChange={setServiceType}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={scheduledServiceStates.map((value) => ({
            value,
            label: scheduledServiceStateLabels[value],
          }))}
          value={state}
          onChange={(value) => setState(value as ScheduledServiceState | null)}
        />
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {rows.length} visits: {totals.pending} pending, {totals.completed} completed,{' '}
          {totals.missed} missed
        </Text>
        <Group gap="xs">
          {exportFormats.map((format) => (
            <Button
              key={format}
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} />}
              loading={exporting === format}
              disabled={rows.length === 0}
              onClick={() => void save(format)}
            >
              Export {formatLabel[format]}
            </Button>
          ))}
        </Group>
      </Group>
      {schedules.error ? (
        <QueryError
          title="Could not load the scheduled services"
          error={schedules.error}
          onRetry={() => void schedules.refetch()}
        />
      ) : schedules.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : rows.length === 0 ? (
        <EmptyState title="No visits in this range" />
      ) : (
        <Table striped aria-label="Scheduled services">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Service type</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Completed on</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{dateLabel(row.scheduleDate)}</Table.Td>
                <Table.Td>{row.locationName}</Table.Td>
                <Table.Td>{serviceTypeLabel(row.serviceType)}</Table.Td>
                <Table.Td>
                  <ScheduleStateBadge state={row.state} />
                </Table.Td>
                <Table.Td>
                  {row.completedDate ? (
                    <Anchor
                      component={Link}
                      to={`/locations/${row.locationId}/pest-control/${row.completedDate}`}
                    >
                      {dateLabel(row.completedDate)}
                    </Anchor>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export default ScheduledServicesReportPage;
