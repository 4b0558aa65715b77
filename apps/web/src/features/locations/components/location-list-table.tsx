import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LocationListRow, LocationListSort, LocationSortKey } from '../lib/location-list';
import { LocationStatusBadge } from './location-status-badge';
import { VirtualTable, type VirtualColumn } from './virtual-table';
import { locationPath } from '../lib/location-path';

const ADDRESS_NOT_AVAILABLE = 'Address not available';

const columns: VirtualColumn<LocationListRow, LocationSortKey>[] = [
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
  sort: LocationListSort;
  onSort: (key: LocationSortKey) => void;
}) {
  return (
    <VirtualTable
      label="Locations"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      sort={sort}
      onSort={onSort}
    />
  );
}
