import { scheduledServiceStateLabels, type ScheduledServiceState } from '@fm/contracts';
import { Badge } from '@mantine/core';

const colors: Record<ScheduledServiceState, string> = {
  pending: 'yellow',
  completed: 'green',
  missed: 'red',
};

export function ScheduleStateBadge({ state }: { state: ScheduledServiceState }) {
  return (
    <Badge color={colors[state]} variant="light">
      {scheduledServiceStateLabels[state]}
    </Badge>
  );
}
