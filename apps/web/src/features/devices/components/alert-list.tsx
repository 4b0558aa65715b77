import { can, type AlertRecord } from '@fm/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useAuth } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { useDismissAlert } from '../api/dismiss-alert';
import { severityColor } from '../lib/format-reading';

/** Alerts with their actions (spec section 4: acknowledge sets the flag, dismiss removes it). */
export function AlertList({
  alerts,
  compact = false,
}: {
  alerts: AlertRecord[];
  compact?: boolean;
}) {
  const role = useAuth().user?.role;
  const mayAct = can(role, 'alert:acknowledge');
  const acknowledge = useAcknowledgeAlert();
  const dismiss = useDismissAlert();
  const acting = (id: string) =>
    (acknowledge.isPending && acknowledge.variables === id) ||
    (dismiss.isPending && dismiss.variables === id);
  if (alerts.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No alerts.
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {alerts.map((alert) => (
        <li key={alert.id} aria-label={`Alert: ${alert.message}`}>
          <Stack gap={2}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap">
                <Badge color={severityColor[alert.severity]} size="sm">
                  {alert.severity}
                </Badge>
                <Text size="sm" fw={500} lineClamp={1}>
                  {alert.deviceName}
                </Text>
              </Group>
              {alert.clearedAt ? (
                <Badge color="gray" variant="outline" size="sm">
                  Cleared
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">{alert.message}</Text>
            <Text size="xs" c="dimmed">
              {alert.locationName ?? `Location ${alert.locationId}`} ·{' '}
              {formatDateTime(alert.raisedAt)}
              {alert.acknowledged ? ` · Acknowledged by ${alert.acknowledgedBy ?? 'someone'}` : ''}
            </Text>
            {mayAct && (
              <Group gap="xs" mt={compact ? 0 : 4}>
                {!alert.acknowledged && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    loading={acting(alert.id)}
                    onClick={() => acknowledge.mutate(alert.id)}
                  >
                    Acknowledge
                  </Button>
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => dismiss.mutate(alert.id)}
                >
                  Dismiss
                </Button>
              </Group>
            )}
          </Stack>
        </li>
      ))}
    </Stack>
  );
}
