import {
  can,
  AttendanceRegisterData,
  attendanceRegisterPaging,
  type attendanceSortFields,
  CalendarDate,
  LocationNumberInput,
  text,
  type AttendanceRecord,
} from '@fm/contracts';
import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable, dataTableQueryState } from '@/components/data-table';
import { FeedbackAlert, useFeedback } from '@/components/feedback';
import type { TableColumn } from '@/components/table-columns';
import { PageLoader } from '@/features/loading';
import { apiRequest } from '@/lib/api-client';
import { exportTable } from '@/lib/export';
import { failureMessages, loaderMessages } from '@/lib/messages';
import { usePageParams } from '@/lib/use-page-params';
import { useRegister } from '../api/get-register';
import { useOrgTimeZone } from '../hooks/use-org-time-zone';
import { SummaryStats } from '../components/summary-stats';
import { orgNow, shortTime } from '../lib/dates';
import { useLocationOptions } from '../lib/location-options';
import { monthlyReportPath } from '../lib/monthly-report-path';
import { useOrgId, useRole } from '../lib/org';

const filters = z.object({
  date: CalendarDate.optional(),
  locationId: LocationNumberInput.optional(),
  search: text().trim().max(100).optional(),
});

type SortField = (typeof attendanceSortFields)[number];

const columns: TableColumn<AttendanceRecord, SortField>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', render: (r) => <Text fw={500}>{r.name}</Text> },
  { id: 'employeeId', header: 'Employee ID', render: (r) => r.employeeId },
  {
    id: 'location',
    header: 'Location',
    sortKey: 'locationId',
    render: (r) => `${r.locationName ?? 'Location'} (${r.locationId})`,
  },
  {
    id: 'time',
    header: 'Check-in',
    sortKey: 'checkinTime',
    render: (r) => shortTime(r.checkinTime),
  },
  { id: 'vendor', header: 'Vendor', render: (r) => r.vendorName ?? r.vendorId },
];

/** Every mark of the day (all pages), for the CSV. */
async function allRecords(orgId: number, query: Record<string, string | number | undefined>) {
  const records: AttendanceRecord[] = [];
  for (let page = 1; ; page += 1) {
    const data = await apiRequest(`/attendance-register/${orgId}`, {
      query: { ...query, page, limit: 500 },
      schema: AttendanceRegisterData,
    });
    records.push(...data.attendanceRecords);
    if (!data.metadata.hasNextPage) return records;
  }
}

/** `/attendance`: the organisation's register by date and location. */
function AttendanceRegisterPage() {
  const orgId = useOrgId();
  const role = useRole();
  const page = usePageParams(attendanceRegisterPaging, filters);
  const register = useRegister(orgId, page.query);
  const { options } = useLocationOptions();
  const [exporting, setExporting] = useState(false);
  const [feedback, setFeedback] = useFeedback();
  const timeZone = useOrgTimeZone();
  const today = useMemo(() => orgNow(timeZone).date, [timeZone]);

  if (orgId === null) return <Text c="red">{failureMessages.organizationUnavailable}</Text>;
  if (register.isPending) return <PageLoader message={loaderMessages.attendance} />;
  const summary = register.data?.summary;
  const date = register.data?.metadata.date ?? page.filters.date ?? today;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await allRecords(orgId, {
        date,
        locationId: page.filters.locationId,
        search: page.filters.search,
        sortBy: page.query.sortBy,
        sortOrder: page.query.sortOrder,
      });
      await exportTable({
        format: 'csv',
        fileName: `attendance-${date}`,
        title: `Attendance ${date}`,
        columns: [
          { header: 'Employee ID', value: 'employeeId' },
          { header: 'Console employee ID', value: 'consoleEmployeeId' },
          { header: 'Name', value: 'name' },
          { header: 'Location ID', value: 'locationId' },
          { header: 'Location', value: 'locationName' },
          { header: 'Date', value: 'checkinDate' },
          { header: 'Check-in time', value: 'checkinTime' },
          { header: 'Vendor', value: (r) => r.vendorName ?? r.vendorId },
        ],
        rows,
      });
    } catch (error) {
      setFeedback({ color: 'red', title: 'Export failed', message: (error as Error).message });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Attendance</Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={monthlyReportPath(date, page.filters.locationId)}
            variant="default"
          >
            Monthly report
          </Button>
          {can(role, 'recipients:manage') && (
            <Button component={Link} to="/admin/attendance-emails" variant="default">
              Daily e-mail
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="Date"
          value={date}
          max={today}
          onChange={(event) => page.setFilters({ date: event.currentTarget.value || undefined })}
        />
        <Select
          label="Location"
          placeholder="All locations"
          data={options}
          searchable
          clearable
          value={page.filters.locationId === undefined ? null : String(page.filters.locationId)}
          onChange={(value) => page.setFilters({ locationId: value ?? undefined })}
          w={320}
        />
        <TextInput
          label="Search"
          placeholder="Name or employee ID"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={page.filters.search ?? ''}
          onChange={(event) => page.setFilters({ search: event.currentTarget.value })}
        />
      </Group>
      {summary && (
        <SummaryStats
          stats={[
            { label: 'Present', value: summary.present },
            { label: 'Absent', value: summary.absent },
            { label: 'Active employees', value: summary.totalEmployees, note: 'Active today' },
            { label: 'Locations', value: summary.byLocation.length, note: 'With staff assigned' },
          ]}
        />
      )}
      <DataTable
        label="Attendance register"
        columns={columns}
        rows={register.data?.attendanceRecords}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.name}
        {...dataTableQueryState(register)}
        errorTitle={failureMessages.loadFromDatabase}
        sort={page.query}
        onSortChange={page.setSort}
        pagination={register.data?.metadata}
        onPageChange={page.setPage}
        onLimitChange={page.setLimit}
        empty={{
          title: `No attendance marked on ${date}`,
          action: page.filtered ? (
            <Button variant="light" onClick={page.clearFilters}>
              Clear filters
            </Button>
          ) : undefined,
        }}
      />
      {summary && summary.byVendor.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            By location and vendor
          </Title>
          <Text size="sm" c="dimmed">
            Each vendor&apos;s own staff at each location: the counts the vendor&apos;s screen
            shows.
          </Text>
          <Table striped withTableBorder aria-label="Attendance by location">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Location</Table.Th>
                <Table.Th>Vendor</Table.Th>
                <Table.Th ta="right">Assigned</Table.Th>
                <Table.Th ta="right">Present</Table.Th>
                <Table.Th ta="right">Absent</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.byVendor.map((line) => (
                <Table.Tr key={`${line.locationId}-${line.vendorId}`}>
                  <Table.Td>
                    {line.locationName} ({line.locationId})
                  </Table.Td>
                  <Table.Td>{line.vendorName ?? line.vendorId}</Table.Td>
                  <Table.Td ta="right">{line.assigned}</Table.Td>
                  <Table.Td ta="right">{line.present}</Table.Td>
                  <Table.Td ta="right">{line.absent}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}

export default AttendanceRegisterPage;
