import type { LocationView } from '@fm/contracts';
import { Table, Text } from '@mantine/core';
import { LocationStatusBadge } from './location-status-badge';

export function LocationTable({ locations }: { locations: LocationView[] }) {
  if (locations.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No locations yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Locations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>City</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {locations.map((location) => (
            <Table.Tr key={location.id}>
              <Table.Td fw={500}>{location.displayName}</Table.Td>
              <Table.Td>{location.city}</Table.Td>
              <Table.Td>{location.state}</Table.Td>
              <Table.Td c="dimmed" fz="sm">
                {location.fullAddress || 'Address not available'}
              </Table.Td>
              <Table.Td>
                <LocationStatusBadge status={location.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
