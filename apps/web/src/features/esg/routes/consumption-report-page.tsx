import type { EsgBranchRow, EsgCell, EsgReportData } from '@fm/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Select,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FeedbackAlert, useFeedback } from '@/components/feedback';
import { QueryError } from '@/components/query-error';
import { exportTable, type ExportFormat } from '@/lib/export';
import { getReport, useReport } from '../api/get-report';
import { BarChart } from '../components/bar-chart';
import { BillForm, type BillDraft } from '../components/bill-form';
import { brsrSummary, formatChange, formatFigure } from '../lib/brsr';

const headlines = [
  ['electricity', 'Electricity', 'kWh'],
  ['diesel', 'Diesel', 'L'],
  ['water', 'Water', 'kL'],
  ['waste', 'Waste', 'kg'],
  ['scope1', 'Scope 1', 'tCO2e'],
  ['scope2', 'Scope 2', 'tCO2e'],
] as const;

const cellText = (cell: EsgCell) =>
  cell.value === null ? 'missing' : `${formatFigure(cell.value, 0)} (${cell.source})`;

/** `/reports/esg/consumption`: the Resource Consumption Report (issue 19). */
export default function ConsumptionReportPage() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [state, setState] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<BillDraft | null>(null);
  const [feedback, setFeedback] = useFeedback();
  const query = {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(state ? { state } : {}),
    page,
    limit: 25,
  };
  const report = useReport(query);
  const data = report.data;

  const exportBranches = async (format: ExportFormat) => {
    const all = await getReport({ ...query, page: 1, limit: 10_000 });
    await exportTable<EsgBranchRow>({
      format,
      fileName: `resource-consumption-${all.from}-${all.to}`,
      title: 'Resource Consumption Report',
      subtitle: [`${all.from} to ${all.to}`, state ? `State: ${state}` : 'All states'],
      columns: [
        { header: 'Rank', value: (row) => row.rank },
        { header: 'Location', value: (row) => row.locationId },
        { header: 'Name', value: 'name', width: 28 },
        { header: 'State', value: 'state' },
        { header: 'Electricity kWh', value: (row) => row.totals.electricity },
        { header: 'Diesel L', value: (row) => row.totals.diesel },
        { header: 'Water kL', value: (row) => row.totals.water },
        { header: 'Solar kWh', value: (row) => row.totals.solar },
        { header: 'Waste kg', value: (row) => row.totals.waste },
        { header: 'CO2e t', value: (row) => row.co2e },
        { header: 'Area m²', value: (row) => row.areaSqm },
        { header: 'kWh per m²', value: (row) => row.electricityPerSqm },
        { header: 'kWh per ft²', value: (row) => row.electricityPerSqft },
        { header: 'kgCO2e per m²', value: (row) => row.co2ePerSqm },
        ...all.months.map((month, index) => ({
          header: `${month} kWh`,
          value: (row: EsgBranchRow) => row.months[index]?.electricity.value ?? null,
        })),
      ],
      rows: all.branches,
    });
  };

  const exportBrsr = async (format: ExportFormat) => {
    if (!data) return;
    await exportTable({
      format,
      fileName: `brsr-principle-6-${data.from}-${data.to}`,
      title: 'BRSR Principle 6: energy, water, waste and emissions',
      subtitle: [`${data.from} to ${data.to}`, `Branch area ${formatFigure(data.areaSqm, 0)} m²`],
      columns: [
        { header: 'Parameter', value: 'parameter', width: 48 },
        { header: 'Value', value: 'value' },
        { header: 'Unit', value: 'unit' },
      ],
      rows: brsrSummary(data),
    });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Resource Consumption Report</Title>
        <Group>
          <Button onClick={() => setDraft({})}>Enter a bill</Button>
          <Menu>
            <Menu.Target>
              <Button variant="default" disabled={!data}>
                Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void exportBranches('csv')}>Branches as CSV</Menu.Item>
              <Menu.Item onClick={() => void exportBranches('xlsx')}>Branches as XLSX</Menu.Item>
              <Menu.Item onClick={() => void exportBranches('pdf')}>Branches as PDF</Menu.Item>
              <Menu.Item onClick={() => void exportBrsr('xlsx')}>BRSR summary (XLSX)</Menu.Item>
              <Menu.Item onClick={() => void exportBrsr('pdf')}>BRSR summary (PDF)</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <Group align="end">
        <TextInput
          label="From month"
          type="month"
          value={from || data?.from || ''}
          onChange={(event) => {
            setFrom(event.currentTarget.value);
            setPage(1);
          }}
        />
        <TextInput
          label="To month"
          type="month"
          value={to || data?.to || ''}
          onChange={(event) => {
            setTo(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="State"
          placeholder="All states"
          data={data?.states ?? []}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          clearable
          searchable
        />
      </Group>
      {report.isError && (
        <QueryError
          title="Failed to load the report"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      )}
      {data && <Report data={data} page={page} onPage={setPage} onEnter={setDraft} />}
      {draft && <BillForm draft={draft} onClose={() => setDraft(null)} onDone={setFeedback} />}
    </Stack>
  );
}

function Report({
  data,
  page,
  onPage,
  onEnter,
}: {
  data: EsgReportData;
  page: number;
  onPage: (page: number) => void;
  onEnter: (draft: BillDraft) => void;
}) {
  const covered = data.coverage.expected - data.coverage.missing;
  const share = (n: number) =>
    data.coverage.expected ? `${Math.round((n / data.coverage.expected) * 100)}%` : '–';
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {data.from} to {data.to}, against {data.lastYearFrom} to {data.lastYearTo}
        {data.closedMonths.length > 0 && ` · closed: ${data.closedMonths.join(', ')}`}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }}>
        {headlines.map(([key, label, unit]) => (
          <Card key={key} withBorder padding="sm" aria-label={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg" data-testid={`headline-${key}`}>
              {formatFigure(data.headline[key].value)} {unit}
            </Text>
            <Text size="xs" c="dimmed">
              {formatChange(data.headline[key].change)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Card withBorder>
          <Title order={4}>Electricity by month, this year against last</Title>
          <BarChart
            title="Electricity by month"
            unit="kWh"
            labels={data.trend.map((point) => point.month)}
            series={[
              {
                label: 'This year',
                color: 'var(--mantine-color-blue-filled)',
                values: data.trend.map((point) => point.thisYear.electricity),
              },
              {
                label: 'Last year',
                color: 'var(--mantine-color-gray-filled)',
                values: data.trend.map((point) => point.lastYear.electricity),
              },
            ]}
          />
        </Card>
        <Card withBorder>
          <Title order={4}>Scope 1 and 2 by state</Title>
          <BarChart
            title="Scope 1 and 2 emissions by state"
            unit="tCO2e"
            labels={data.byState.slice(0, 12).map((row) => row.state)}
            series={[
              {
                label: 'Scope 2',
                color: 'var(--mantine-color-orange-filled)',
                values: data.byState.slice(0, 12).map((row) => row.scope2),
              },
              {
                label: 'Scope 1',
                color: 'var(--mantine-color-grape-filled)',
                values: data.byState.slice(0, 12).map((row) => row.scope1),
              },
            ]}
          />
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={4}>Data coverage</Title>
        <Text size="sm" data-testid="coverage">
          {covered} of {data.coverage.expected} branch-months have data: meter{' '}
          {share(data.coverage.meter)}, bill {share(data.coverage.bill)}, manual{' '}
          {share(data.coverage.manual)}, missing {share(data.coverage.missing)}.
        </Text>
        {data.coverage.missingList.length > 0 && (
          <Table mt="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Resource</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.coverage.missingList.slice(0, 10).map((missing) => (
                <Table.Tr key={`${missing.locationId}-${missing.month}-${missing.resource}`}>
                  <Table.Td>{missing.month}</Table.Td>
                  <Table.Td>
                    {missing.locationId} {missing.name}
                  </Table.Td>
                  <Table.Td>{missing.resource}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      onClick={() =>
                        onEnter({
                          locationId: missing.locationId,
                          resource: missing.resource,
                          month: missing.month,
                        })
                      }
                    >
                      Enter
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Card withBorder>
        <Title order={4}>Branches by month</Title>
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label="Branches by month">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rank</Table.Th>
                <Table.Th>Branch</Table.Th>
                <Table.Th>CO2e t</Table.Th>
                <Table.Th>kWh per m² / ft²</Table.Th>
                {data.months.map((month) => (
                  <Table.Th key={month}>{month} kWh</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.branches.map((row) => (
                <Table.Tr key={row.locationId}>
                  <Table.Td>{row.rank ?? '–'}</Table.Td>
                  <Table.Td>
                    {row.locationId} {row.name}
                    <Text size="xs" c="dimmed">
                      {row.state}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatFigure(row.co2e)}</Table.Td>
                  <Table.Td>
                    {formatFigure(row.electricityPerSqm)} / {formatFigure(row.electricityPerSqft)}
                  </Table.Td>
                  {row.months.map((month) => (
                    <Table.Td key={month.month} title={cellText(month.electricity)}>
                      {month.electricity.value === null ? (
                        <Text size="sm" c="dimmed">
                          missing
                        </Text>
                      ) : (
                        formatFigure(month.electricity.value, 0)
                      )}
                      {month.electricity.outlier && (
                        <Badge color="red" size="xs" ml={4}>
                          &gt;3× median
                        </Badge>
                      )}
                      {month.electricity.resets > 0 && (
                        <Badge color="yellow" size="xs" ml={4}>
                          meter reset
                        </Badge>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {data.pagination.total} branches · area from branchAreaSize (stored in ft², 1 ft² =
            0.0929 m²)
          </Text>
          <Pagination total={data.pagination.totalPages} value={page} onChange={onPage} />
        </Group>
      </Card>
      <Card withBorder>
        <Title order={4}>Emission factors</Title>
        {data.factors.map((factor) => (
          <Text size="sm" key={factor.id}>
            {factor.resource} (Scope {factor.scope}): {factor.value} {factor.unit} from{' '}
            {factor.validFrom}
            {factor.validTo ? ` to ${factor.validTo}` : ''}, {factor.source} [{factor.id}]
          </Text>
        ))}
      </Card>
    </Stack>
  );
}
