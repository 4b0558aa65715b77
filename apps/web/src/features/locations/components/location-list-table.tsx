import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ADDRESS_NOT_AVAILABLE } from '@fm/contracts';
import type { TableColumn, TableSort } from '@/components/table-columns';
import { VirtualTable } from '@/components/virtual-table';
import type { LocationListRow, LocationSortKey } from '../lib/location-list';
import { locationPath } from '@/lib/location-path';
import { LocationStatusBadge } from './location-status-badge';

const columns: TableColumn<LocationListRow, LocationSortKey>[] = [
  {
    id: 'name',
    header: 'Name',
    width: '24%',
    sortKey: 'name',
    render: (row) => (
      <Anchor component={Link} to={locationPath(row)} fw={500} title={row.displayName}>
        {row.displayName}
      </Anchor>
    ),
  },
  {
    id: 'address',
    header: 'Address',
    width: '32%',
    render: (row) => (
      <Text span c="dimmed" fz="sm" title={row.fullAddress || ADDRESS_NOT_AVAILABLE}>
        {row.fullAddress || ADDRESS_NOT_AVAILABLE}
      </Text>
    ),
  },
  { id: 'city', header: 'City', width: '12%', sortKey: 'city', render: (row) => row.city },
  { id: 'state', header: 'State', width: '14%', sortKey: 'state', render: (row) => row.state },
  {
    id: 'status',
    header: 'Status',
    width: '10%',
    sortKey: 'status',
    render: (row) => <LocationStatusBadge status={row.status} />,
  },
  {
    id: 'devices',
    header: 'Devices',
    width: '8%',
    sortKey: 'devices',
    render: (row) => row.deviceCount,
  },
];

/** The locations list: every row links to its location dashboard. */
export function LocationListTable({
  rows,
  sort,
  onSort,
}: {
  rows: readonly LocationListRow[];
  sort: TableSort<LocationSortKey>;
  onSort: (next: TableSort<LocationSortKey>) => void;
}) {
  return (
    <VirtualTable
      label="Locations"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={onSort}
    />
  );
}
