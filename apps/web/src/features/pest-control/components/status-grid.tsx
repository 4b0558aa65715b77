import type { LocationStatusRow, PeriodStatus } from '@fm/contracts';
import { Anchor, Box, Button, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { dateLabel, monthLabel } from '../lib/dates';
import { PeriodStatusBadge, periodStatusColor, periodStatusLabel } from './period-status-badge';
import classes from './status-grid.module.css';

const letter: Record<PeriodStatus, string> = { completed: '✓', pending: '…', overdue: '!' };
const PAGE = 100;

/**
 * The location-by-month grid: one row per active location, one cell per month (oldest first),
 * the last month's status spelled out. A completed cell links to that service's detail.
 */
export function StatusGrid({ months, rows }: { months: string[]; rows: LocationStatusRow[] }) {
  const [shown, setShown] = useState(PAGE);
  return (
    <Box className={classes.scroller}>
      <Table aria-label="Pest control status by month" striped stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Location</Table.Th>
            <Table.Th>State</Table.Th>
            {months.map((month) => (
              <Table.Th key={month} ta="center">
                {monthLabel(month)}
              </Table.Th>
            ))}
            <Table.Th>This month</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, shown).map((row) => (
            <Table.Tr key={row.locationId} data-location={row.locationId}>
              <Table.Td>
                <Anchor component={Link} to={`/locations/${row.locationId}`}>
                  {row.locationName}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.state ?? '—'}</Table.Td>
              {row.statuses.map((status, index) => {
                const date = row.lastServiceDates[index];
                const label = `${monthLabel(months[index]!)}: ${periodStatusLabel[status]}${date ? ` (${dateLabel(date)})` : ''}`;
                const cell = (
                  <span
                    className={classes.cell}
                    data-status={status}
                    style={{
                      background: `var(--mantine-color-${periodStatusColor[status]}-light)`,
                    }}
                    aria-label={label}
                  >
                    {letter[status]}
                  </span>
                );
                return (
                  <Table.Td key={months[index]} ta="center">
                    <Tooltip label={label}>
                      {date ? (
                        <Link to={`/locations/${row.locationId}/pest-control/${date}`}>{cell}</Link>
                      ) : (
                        cell
                      )}
                    </Tooltip>
                  </Table.Td>
                );
              })}
              <Table.Td>
                <PeriodStatusBadge status={row.statuses[row.statuses.length - 1]!} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length > shown && (
        <Button variant="subtle" mt="sm" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, rows.length - shown)} more of {rows.length - shown}
        </Button>
      )}
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          No location in service matches these filters
        </Text>
      )}
    </Box>
  );
}
