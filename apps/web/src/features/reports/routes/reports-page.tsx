import { Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ReportSidebar } from '../components/report-sidebar';
import { ReportTable } from '../components/report-table';
import { ALL_REPORTS, filterReports, reports, type ReportCategory } from '../lib/reports';

/** /reports, the Reports Center (spec section 2, "Reports centre"). */
export default function ReportsPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const list = filterReports(reports, search, category);
  const searching = search.trim() !== '';
  const listTitle = searching ? `Search Results (${list.length})` : (category ?? ALL_REPORTS);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Reports Center
        </Title>
        <Text c="dimmed">Generate insights and analytics for your business operations</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ReportSidebar category={category} onChange={setCategory} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <Group gap="sm" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  placeholder="Search reports..."
                  aria-label="Search reports"
                  type="search"
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={search}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                />
                {/* The spec shows a Filter button without behaviour. */}
                <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />}>
                  Filter
                </Button>
              </Group>
              <Title order={2} size="h4" aria-live="polite">
                {listTitle}
              </Title>
              <ReportTable list={list} search={search} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
