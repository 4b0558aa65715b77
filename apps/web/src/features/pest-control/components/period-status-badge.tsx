import { periodStatusLabels, type PeriodStatus } from '@fm/contracts';
import { Badge } from '@mantine/core';

export const periodStatusColor: Record<PeriodStatus, string> = {
  completed: 'green',
  pending: 'yellow',
  overdue: 'red',
};

export function PeriodStatusBadge({ status }: { status: PeriodStatus }) {
  return (
    <Badge color={periodStatusColor[status]} variant="light">
      {periodStatusLabels[status]}
    </Badge>
  );
}
