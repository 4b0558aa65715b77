import type { DeviceStatus } from '@fm/contracts';
import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from '../lib/format-reading';

export function DeviceStatusBadge({ status }: { status: DeviceStatus }) {
  return (
    <Badge color={statusColor[status]} variant="light">
      {statusLabel[status]}
    </Badge>
  );
}
