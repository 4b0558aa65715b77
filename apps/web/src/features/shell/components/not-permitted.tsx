import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What a role sees at an address of a group its sidebar does not offer. */
export function NotPermitted({ area }: { area: string }) {
  return (
    <Stack maw={560}>
      <Alert
        variant="light"
        color="orange"
        icon={<IconLock size={18} aria-hidden />}
        title="Not permitted"
        role="alert"
      >
        <Text size="sm">
          Your role does not have access to the {area} area. Ask an administrator if you need it.
        </Text>
      </Alert>
      <Anchor component={Link} to="/">
        Go to the dashboard
      </Anchor>
    </Stack>
  );
}
