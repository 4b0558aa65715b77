import { Alert, Anchor, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './maps.module.css';

type MapOverlayProps =
  | { kind: 'loading'; message: string }
  | { kind: 'error'; title: string; message: string; onRetry?: () => void }
  | { kind: 'empty'; title: string; message: string };

/** Loading, error and empty states, centred over the map. */
export function MapOverlay(props: MapOverlayProps) {
  return (
    <div className={classes.centre}>
      {props.kind === 'loading' && (
        <Paper shadow="md" p="md" withBorder role="status">
          <Stack align="center" gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{props.message}</Text>
          </Stack>
        </Paper>
      )}
      {props.kind === 'error' && (
        <Alert
          color="red"
          variant="filled"
          role="alert"
          title={props.title}
          icon={<IconAlertTriangle aria-hidden />}
          maw={420}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{props.message}</Text>
            {props.onRetry && (
              <Button size="xs" variant="white" color="red" onClick={props.onRetry}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {props.kind === 'empty' && (
        <Paper shadow="md" p="lg" withBorder maw={380}>
          <Stack align="center" gap="xs" ta="center">
            <IconMapPinOff size={32} aria-hidden />
            <Text fw={600}>{props.title}</Text>
            <Text size="sm" c="dimmed">
              {props.message}
            </Text>
            <Anchor component={Link} to="/locations" size="sm">
              Go to locations
            </Anchor>
          </Stack>
        </Paper>
      )}
    </div>
  );
}
