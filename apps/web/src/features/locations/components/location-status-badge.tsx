import { Badge } from '@mantine/core';

const colors: Record<string, string> = {
  active: 'green',
  approved: 'blue',
  inactive: 'gray',
  rejected: 'red',
  pending: 'yellow',
};

/** The status of a live or staged location, coloured and spelled out (never colour alone). */
export function LocationStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light" tt="capitalize">
      {status}
    </Badge>
  );
}
