import type { PeriodStatus } from '@fm/contracts';
import { Badge } from '@mantine/core';

export const periodStatusColor: Record<PeriodStatus, string> = {
  completed: 'green',
  pending: 'yellow',
  overdue: 'red',
};
export const periodStatusLabel: Record<PeriodStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  overdue: 'Overdue',
};

export function PeriodStatusBadge({ status }: { status: PeriodStatus }) {
  return (
    <Badge color={periodStatusColor[status]} variant="light">
      {periodStatusLabel[status]}
    </Badge>
  );
}
