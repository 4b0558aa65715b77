import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is (not) there, e.g. 'No locations match these filters'. */
  title: string;
  /** A sentence on why, or what to do. */
  text?: ReactNode;
  /** A way out, such as a 'Clear filters' button. */
  action?: ReactNode;
}

/** An empty list: a title, a line of explanation and an optional action, centred. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Text fw={600}>{title}</Text>
      {text !== undefined && (
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      )}
      {action}
    </Stack>
  );
}
