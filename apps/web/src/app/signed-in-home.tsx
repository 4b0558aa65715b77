import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LogoutButton, useAuth } from '@/features/auth';

/** A stand-in home for signed-in people until the app frame (sidebar, header) replaces it. */
export function SignedInHome() {
  const { user } = useAuth();
  return (
    <Stack gap="md">
      <Title order={2}>Console</Title>
      <Group gap="xs">
        <Text>
          Signed in as <strong>{user?.name}</strong>
        </Text>
        <Badge variant="light" aria-label={`Role: ${user?.role}`}>
          {user?.role}
        </Badge>
      </Group>
      <Text>
        <Anchor component={Link} to="/locations">
          Locations
        </Anchor>
      </Text>
      <Group>
        <LogoutButton />
      </Group>
    </Stack>
  );
}
