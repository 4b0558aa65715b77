import { Stack, Text, Title } from '@mantine/core';

/**
 * What a route shows until the issue that builds its screen lands: its title and a short note,
 * inside the frame, so no route is ever a blank page.
 */
export function PlaceholderPage({ title, note }: { title: string; note?: string }) {
  return (
    <Stack gap="xs">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{note ?? 'This screen is being built and will appear here soon.'}</Text>
    </Stack>
  );
}
