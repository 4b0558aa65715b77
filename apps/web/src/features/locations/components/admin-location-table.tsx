import { can, type LocationView } from '@fm/contracts';
import { ActionIcon, Anchor, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconToggleRight, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TableColumn } from '@/components/table-columns';
import { VirtualTable } from '@/components/virtual-table';
import type { LocationListRow } from '../lib/location-list';
import { locationPath } from '@/lib/location-path';
import { LocationStatusBadge } from './location-status-badge';

export type AdminAction = 'edit' | 'status' | 'delete';

function Action({
  label,
  color,
  onClick,
  children,
}: {
  label: string;
  color?: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Live locations with the actions the role may take (spec section 6's matrix via `can`). */
export function AdminLocationTable({
  rows,
  role,
  onAction,
}: {
  rows: readonly LocationListRow[];
  role: string | null | undefined;
  onAction: (action: AdminAction, location: LocationView) => void;
}) {
  const allowed = {
    edit: can(role, 'location:edit'),
    status: can(role, 'location:set-status'),
    delete: can(role, 'location:delete'),
  };
  const columns: TableColumn<LocationListRow>[] = [
    {
      id: 'name',
      header: 'Name',
      width: '30%',
      render: (row) => (
        <Anchor component={Link} to={locationPath(row)} fw={500}>
          {row.displayName}
        </Anchor>
      ),
    },
    { id: 'number', header: 'Number', width: '10%', render: (row) => row.locationId },
    { id: 'city', header: 'City', width: '16%', render: (row) => row.city },
    { id: 'state', header: 'State', width: '18%', render: (row) => row.state },
    {
      id: 'status',
      header: 'Status',
      width: '12%',
      render: (row) => <LocationStatusBadge status={row.status} />,
    },
  ];
  if (allowed.edit || allowed.status || allowed.delete) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      width: '14%',
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {allowed.edit && (
            <Action label={`Edit ${row.displayName}`} onClick={() => onAction('edit', row)}>
              <IconPencil size={18} aria-hidden />
            </Action>
          )}
          {allowed.status && row.status !== 'rejected' && (
            <Action
              label={`Change status of ${row.displayName}`}
              onClick={() => onAction('status', row)}
            >
              <IconToggleRight size={18} aria-hidden />
            </Action>
          )}
          {allowed.delete && (
            <Action
              label={`Delete ${row.displayName}`}
              color="red"
              onClick={() => onAction('delete', row)}
            >
              <IconTrash size={18} aria-hidden />
            </Action>
          )}
        </Group>
      ),
    });
  }
  return (
    <VirtualTable
      label="Live locations"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      height="max(360px, calc(100vh - 480px))"
    />
  );
}
