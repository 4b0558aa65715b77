import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconFileAnalytics, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Report } from '../lib/reports';

/** The reports as a table (Report Name, Type, Created By), or the empty state. */
export function ReportTable({ list, search }: { list: Report[]; search: string }) {
  if (list.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" role="status">
        <IconSearch size={32} aria-hidden />
        <Text fw={600}>No reports found</Text>
        {search.trim() !== '' && (
          <Text c="dimmed" size="sm" ta="center">
            No reports match &quot;{search.trim()}&quot;. Try adjusting your search terms.
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Reports">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Report Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Created By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((report) => (
            <Table.Tr key={report.name} aria-disabled={report.route ? undefined : true}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <IconFileAnalytics
                    size={20}
                    aria-hidden
                    style={{ flexShrink: 0, marginTop: 2 }}
                  />
                  <div>
                    <Group gap="xs">
                      {report.route ? (
                        <Anchor component={Link} to={report.route} fw={600}>
                          {report.name}
                        </Anchor>
                      ) : (
                        <Text c="dimmed" fw={600} component="span">
                          {report.name}
                        </Text>
                      )}
                      {!report.route && (
                        <Badge size="sm" variant="light" color="orange">
                          Coming Soon
                        </Badge>
                      )}
                    </Group>
                    <Text c="dimmed" size="sm">
                      {report.description}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{report.type}</Badge>
              </Table.Td>
              <Table.Td>{report.createdBy}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
