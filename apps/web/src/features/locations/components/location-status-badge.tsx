import type { LocationStatus } from '@fm/contracts';
import { Badge } from '@mantine/core';

const colors: Record<LocationStatus, string> = {
  active: 'green',
  approved: 'blue',
  inactive: 'gray',
  rejected: 'red',
};

export function LocationStatusBadge({ status }: { status: LocationStatus }) {
  return (
    <Badge color={colors[status]} variant="light" tt="capitalize">
      {status}
    </Badge>
  );
}
