import { monthNames, type MonthlyEmployee, type MonthlyReportData } from '@fm/contracts';
import { Button, Group, Menu, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FeedbackAlert, useFeedback } from '@/components/feedback';
import { QueryError } from '@/components/query-error';
import { PageLoader } from '@/features/loading';
import { exportTable, type ExportColumn, type ExportFormat } from '@/lib/export';
import { failureMessages } from '@/lib/messages';
import { useMonthlyReport } from '../api/get-monthly-report';
import { MonthlyGrid } from '../components/monthly-grid';
import { SummaryStats } from '../components/summary-stats';
import { useLocationOptions } from '../lib/location-options';
import { useOrgId } from '../lib/org';

const monthOptions = monthNames.map((name, index) => ({ value: String(index + 1), label: name }));

function exportColumns(report: MonthlyReportData): ExportColumn<MonthlyEmployee>[] {
  return [
    { header: 'Employee ID', value: 'employeeId', width: 12 },
    { header: 'Name', value: 'name', width: 22 },
    { header: 'Designation', value: (e) => e.designation, width: 18 },
    { header: 'Vendor', value: (e) => e.vendorName ?? e.vendorId, width: 18 },
    ...report.monthInfo.days.map((day, index): ExportColumn<MonthlyEmployee> => ({
      header: String(day.day),
      // Days not counted (future, before joining, after leaving) stay empty.
      value: (e) => (e.days[index] === '-' ? '' : e.days[index]),
      width: 3,
    })),
    { header: 'Present', value: 'presentDays', width: 8 },
    { header: 'Absent', value: 'absentDays', width: 8 },
    { header: 'Rate %', value: 'attendanceRate', width: 7 },
  ];
}

/** `/reports/attendance/monthly`: employees by days, the summary, export and print. */
function MonthlyReportPage() {
  const orgId = useOrgId();
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const month = Number(params.get('month')) || now.getMonth() + 1;
  const year = Number(params.get('year')) || now.getFullYear();
  const locationParam = params.get('locationId');
  const locationId = locationParam ? Number(locationParam) : undefined;
  const report = useMonthlyReport(orgId, { month, year, ...(locationId ? { locationId } : {}) });
  const { options, nameOf } = useLocationOptions();
  const [feedback, setFeedback] = useFeedback();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const years = Array.from({ length: 6 }, (_, index) => String(now.getFullYear() - index));
  const data = report.data;

  const download = async (format: ExportFormat) => {
    if (!data) return;
    setExporting(format);
    try {
      const period = `${data.monthInfo.monthName} ${data.monthInfo.year}`;
      await exportTable({
        format,
        fileName: `attendance-${data.monthInfo.year}-${String(data.monthInfo.month).padStart(2, '0')}`,
        title: `Monthly Attendance Report, ${period}`,
        subtitle: [
          locationId ? `Location: ${nameOf(locationId)} (${locationId})` : 'All locations',
          `Employees ${data.summary.totalEmployees}, present ${data.summary.totalPresent}, absent ${data.summary.totalAbsent}, rate ${data.summary.attendanceRate}%`,
          'P present, A absent, W weekend, N not yet marked (today), blank not counted',
        ],
        columns: exportColumns(data),
        rows: data.employees,
      });
    } catch (error) {
      setFeedback({ color: 'red', title: 'Export failed', message: (error as Error).message });
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Monthly Attendance Report</Title>
        <Group gap="xs" className="no-print">
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={exporting !== null}
                disabled={!data}
              >
                Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void download('csv')}>CSV</Menu.Item>
              <Menu.Item onClick={() => void download('xlsx')}>Excel (XLSX)</Menu.Item>
              <Menu.Item onClick={() => void download('pdf')}>PDF</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            Print
          </Button>
        </Group>
      </Group>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <Group align="flex-end" gap="sm" className="no-print">
        <Select
          label="Month"
          data={monthOptions}
          value={String(month)}
          onChange={(v) => set('month', v)}
          w={150}
        />
        <Select
          label="Year"
          data={years}
          value={String(year)}
          onChange={(v) => set('year', v)}
          w={110}
        />
        <Select
          label="Location"
          placeholder="All locations"
          data={options}
          searchable
          clearable
          value={locationParam}
          onChange={(v) => set('locationId', v)}
          w={320}
        />
      </Group>
      {orgId === null ? (
        <Text c="red">{failureMessages.organizationUnavailable}</Text>
      ) : report.isPending ? (
        <PageLoader message="Loading monthly report..." />
      ) : report.isError ? (
        <QueryError
          title={failureMessages.fetchMonthlyAttendanceReport}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : data ? (
        <>
          <Text c="dimmed" size="sm">
            {data.monthInfo.monthName} {data.monthInfo.year}: {data.monthInfo.daysInMonth} days,{' '}
            {data.monthInfo.workingDays} working days, {data.monthInfo.weekendDays} weekend days
          </Text>
          <SummaryStats
            stats={[
              {
                label: 'Employees',
                value: data.summary.totalEmployees,
                note: 'Active on any day of the month, or marked in it',
              },
              { label: 'Present days', value: data.summary.totalPresent },
              { label: 'Absent days', value: data.summary.totalAbsent },
              { label: 'Attendance rate', value: `${data.summary.attendanceRate}%` },
              { label: 'Average present a day', value: data.summary.averageDailyPresent },
            ]}
          />
          {data.employees.length === 0 ? (
            <EmptyState title="No employees in this month" />
          ) : (
            <MonthlyGrid report={data} />
          )}
        </>
      ) : null}
    </Stack>
  );
}

export default MonthlyReportPage;
