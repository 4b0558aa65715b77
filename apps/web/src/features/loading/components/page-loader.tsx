import { Group, Loader, Text } from '@mantine/core';

/**
 * A screen's data wait with its message (spec section 2: 'Loading locations...',
 * 'Loading attendance data...', 'Loading devices...').
 */
export function PageLoader({ message }: { message: string }) {
  return (
    <Group gap="sm" role="status" py="md">
      <Loader size="sm" aria-hidden />
      <Text>{message}</Text>
    </Group>
  );
}
