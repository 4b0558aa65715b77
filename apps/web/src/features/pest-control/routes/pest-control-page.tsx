import {
  PeriodStatusValue,
  PestControlServiceType,
  monthOf,
  pestControlServiceTypes,
  periodStatuses,
} from '@fm/contracts';
import { Alert, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { useLocations } from '@/features/locations';
import { failureMessages } from '@/lib/messages';
import { usePestControlStatus } from '../api/get-pest-control-status';
import { useRecords } from '../api/get-records';
import { periodStatusLabel } from '../components/period-status-badge';
import { StatusGrid } from '../components/status-grid';
import { monthLabel } from '../lib/dates';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} aria-label={label}>
        {value}
      </Text>
    </Paper>
  );
}

/** `/pest-control`: this month's status per active location, the 12-month grid, the month's statistics. */
function PestControlPage() {
  const [params, setParams] = useSearchParams();
  const read = <T,>(
    schema: { safeParse(value: unknown): { success: boolean; data?: T } },
    key: string,
  ) => {
    const parsed = schema.safeParse(params.get(key) ?? undefined);
    return parsed.success ? parsed.data : undefined;
  };
  const serviceType = read(PestControlServiceType, 'serviceType');
  const status = read(PeriodStatusValue, 'status');
  const state = params.get('state') ?? undefined;
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

  const grid = usePestControlStatus({ serviceType, status, state, months: 12 });
  const current = grid.data ? monthOf(grid.data.currentMonth) : undefined;
  const stats = useRecords(
    { statsType: 'monthly', month: current?.month, year: current?.year, serviceType, limit: 1 },
    current !== undefined,
  );
  const locations = useLocations();
  const states = useMemo(
    () =>
      [
        ...new Set((locations.data ?? []).map((l) => l.state).filter((s): s is string => !!s)),
      ].sort(),
    [locations.data],
  );

  return (
    <Stack gap="md">
      <Title order={2}>Pest Control</Title>
      <Group align="flex-end" gap="sm">
        <Select
          label="Service type"
          clearable
          data={pestControlServiceTypes.map((type) => ({ value: type.value, label: type.label }))}
          value={serviceType ?? null}
          onChange={(value) => set('serviceType', value)}
        />
        <Select
          label="State"
          clearable
          searchable
          data={states}
          value={state ?? null}
          onChange={(value) => set('state', value)}
        />
        <Select
          label="Status"
          clearable
          data={periodStatuses.map((value) => ({ value, label: periodStatusLabel[value] }))}
          value={status ?? null}
          onChange={(value) => set('status', value)}
        />
      </Group>
      {grid.error ? (
        <QueryError
          title={failureMessages.retrieveMonthData}
          error={grid.error}
          onRetry={() => void grid.refetch()}
        />
      ) : !grid.data ? (
        <Text c="dimmed">Loading…</Text>
      ) : (
        <>
          <Title order={3} size="h4">
            {monthLabel(grid.data.currentMonth)}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            <Stat label="Completion" value={`${grid.data.summary.completionPercentage}%`} />
            <Stat label="Completed" value={grid.data.summary.completed} />
            <Stat label="Pending" value={grid.data.summary.pending} />
            <Stat label="Overdue" value={grid.data.summary.overdue} />
            <Stat label="In service" value={grid.data.summary.total} />
          </SimpleGrid>
          {stats.error ? (
            <Alert color="red" title={failureMessages.retrieveMonthlyStatistics}>
              {stats.error.message}
            </Alert>
          ) : (
            stats.data?.monthlyStats && (
              <Text size="sm" c="dimmed">
                {stats.data.monthlyStats.totalServices} services this month at{' '}
                {stats.data.monthlyStats.locationsServiced} locations.
              </Text>
            )
          )}
          <StatusGrid months={grid.data.months} rows={grid.data.locations} />
        </>
      )}
    </Stack>
  );
}

export default PestControlPage;
