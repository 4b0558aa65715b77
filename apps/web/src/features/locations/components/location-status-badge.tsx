import { locationStatusLabels, locationStatusMeanings, type LifecycleStatus } from '@fm/contracts';
import { Badge } from '@mantine/core';

const colors: Record<string, string> = {
  active: 'green',
  approved: 'blue',
  inactive: 'gray',
  rejected: 'red',
  pending: 'yellow',
};

const known = (status: string): status is LifecycleStatus => status in locationStatusLabels;

/**
 * The status of a live or staged location, coloured and spelled out (never colour alone), in the
 * lifecycle's one word for it; its meaning is the badge's title.
 */
export function LocationStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={colors[status] ?? 'gray'}
      variant="light"
      title={known(status) ? locationStatusMeanings[status] : undefined}
    >
      {known(status) ? locationStatusLabels[status] : status}
    </Badge>
  );
}
