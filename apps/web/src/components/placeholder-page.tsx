import { Stack, Title } from '@mantine/core';
import { MutedText } from './muted-text';

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
      <MutedText>{note ?? 'This screen is being built and will appear here soon.'}</MutedText>
    </Stack>
  );
}
