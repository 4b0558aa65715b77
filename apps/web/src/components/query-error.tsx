import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A failed load: what went wrong and a way to try again. */
export function QueryError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
