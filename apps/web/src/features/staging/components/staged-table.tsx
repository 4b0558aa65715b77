import { toCombinedStaged, type StagedLocationRecord } from '@fm/contracts';
import { Badge, Group, Text } from '@mantine/core';
import type { TableColumn } from '@/components/table-columns';
import { ROW_HEIGHT, VirtualTable } from '@/components/virtual-table';
import { LocationStatusBadge } from '@/features/locations';
import { formatDateTime } from '@/lib/format';
import { isTemporaryId } from '../lib/staged-cache';

const columns: TableColumn<StagedLocationRecord>[] = [
  {
    id: 'name',
    header: 'Name',
    width: '26%',
    render: (record) => (
      <Text span fw={500}>
        {toCombinedStaged(record).name}
      </Text>
    ),
  },
  {
    id: 'address',
    header: 'Address',
    width: '36%',
    render: (record) => (
      <Text span c="dimmed" fz="sm">
        {toCombinedStaged(record).address}
      </Text>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    width: '16%',
    render: (record) => (
      <Group gap={4} wrap="nowrap">
        <LocationStatusBadge status={record.status} />
        {isTemporaryId(record._id) && (
          <Badge variant="outline" color="gray" size="sm">
            Saving...
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'added',
    header: 'Added',
    width: '22%',
    render: (record) => (
      <Text span fz="sm">
        {formatDateTime(record.createdAt)}
        {record.createdBy ? ` by ${record.createdBy}` : ''}
      </Text>
    ),
  },
];

/** Staged locations waiting for a decision (or sent back), newest first. */
export function StagedTable({ records }: { records: readonly StagedLocationRecord[] }) {
  return (
    <VirtualTable
      label="Awaiting approval"
      rows={records}
      columns={columns}
      rowKey={(record) => record._id}
      height={`${Math.min(records.length, 6) * ROW_HEIGHT + 52}px`}
    />
  );
}
