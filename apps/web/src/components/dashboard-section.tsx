import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled panel of the location dashboard. */
export function DashboardSection({
  title,
  children,
  empty,
}: {
  title: string;
  children?: ReactNode;
  /** Shown instead of the contents when there is nothing yet. */
  empty?: string;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {empty !== undefined ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
