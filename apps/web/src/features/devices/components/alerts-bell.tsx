import { ActionIcon, Indicator, Popover, ScrollArea, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useAlerts } from '../api/get-alerts';
import { AlertList } from './alert-list';

/** The header's bell: the unacknowledged alerts' count, and the newest alerts on a click. */
export function AlertsBell() {
  const alerts = useAlerts({ acknowledged: 'false', limit: 20 });
  const unread = alerts.data?.unacknowledged ?? 0;
  const label = unread === 1 ? '1 unacknowledged alert' : `${unread} unacknowledged alerts`;
  return (
    <Popover width={360} position="bottom-end" shadow="md">
      {/* The target is the button itself: the popover's aria-expanded belongs on it, not on the
          indicator's wrapper. */}
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        color="red"
        disabled={unread === 0}
        offset={4}
      >
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={`Alerts: ${label}`}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Title order={3} size="h5" mb="xs">
          Alerts
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          {label}
        </Text>
        <ScrollArea.Autosize mah={420}>
          <AlertList alerts={alerts.data?.alerts ?? []} compact />
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
