import type { ScheduledServiceState } from '@fm/contracts';
import { Badge } from '@mantine/core';

const colors: Record<ScheduledServiceState, string> = {
  planned: 'blue',
  completed: 'green',
  missed: 'red',
};
const labels: Record<ScheduledServiceState, string> = {
  planned: 'Planned',
  completed: 'Completed',
  missed: 'Missed',
};

export function ScheduleStateBadge({ state }: { state: ScheduledServiceState }) {
  return (
    <Badge color={colors[state]} variant="light">
      {labels[state]}
    </Badge>
  );
}
