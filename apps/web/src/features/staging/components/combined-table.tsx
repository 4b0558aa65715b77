import type { CombinedLocation } from '@fm/contracts';
import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TableColumn } from '@/components/table-columns';
import { VirtualTable } from '@/components/virtual-table';
import { LocationStatusBadge } from '@/features/locations';
import { locationPath } from '@/lib/location-path';
import { formatDateTime } from '@/lib/format';
import { isTemporaryId } from '../lib/staged-cache';

/** The combined list: live locations (source main) and staged ones (pending or rejected). */
export function CombinedTable({
  rows,
  onReview,
}: {
  rows: readonly CombinedLocation[];
  onReview: (id: string) => void;
}) {
  const columns: TableColumn<CombinedLocation>[] = [
    {
      id: 'name',
      header: 'Name',
      width: '24%',
      render: (row) => (
        <Text span fw={500} title={row.name}>
          {row.name}
        </Text>
      ),
    },
    {
      id: 'address',
      header: 'Address',
      width: '32%',
      render: (row) => (
        <Text span c="dimmed" fz="sm" title={row.address}>
          {row.address}
        </Text>
      ),
    },
    {
      id: 'source',
      header: 'Source',
      width: '10%',
      render: (row) => (row.source === 'main' ? 'Live' : 'Staging'),
    },
    {
      id: 'status',
      header: 'Status',
      width: '11%',
      render: (row) => (
        <LocationStatusBadge status={row.source === 'main' ? row.liveStatus : row.status} />
      ),
    },
    {
      id: 'updated',
      header: 'Updated',
      width: '13%',
      render: (row) => (
        <Text span fz="sm">
          {formatDateTime(row.updatedAt)}
        </Text>
      ),
    },
    {
      id: 'open',
      header: 'Open',
      width: '10%',
      render: (row) =>
        row.source === 'staging' ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Review ${row.name}`}
            disabled={isTemporaryId(row.id)}
            onClick={() => onReview(row.id)}
          >
            Review
          </Button>
        ) : (
          <Anchor component={Link} to={locationPath(row)} size="sm" aria-label={`Open ${row.name}`}>
            Open
          </Anchor>
        ),
    },
  ];
  return (
    <VirtualTable
      label="Locations to review"
      rows={rows}
      columns={columns}
      rowKey={(row) => `${row.source}-${row.id}`}
    />
  );
}
