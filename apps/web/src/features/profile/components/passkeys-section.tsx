import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { canUsePasskeys, passkeyErrorMessage } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { useAddPasskey } from '../api/add-passkey';
import { passkeysQueryOptions, type Passkey } from '../api/list-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';

const problemText = (error: unknown) =>
  passkeyErrorMessage(error) ??
  (error instanceof Error && error.message ? error.message : 'Something went wrong.');

/**
 * Profile Settings' Passkeys: the person's passkeys with when each was added, Add a passkey
 * (where this browser can make one) and Remove, after a confirmation.
 */
export function PasskeysSection({ userId }: { userId: string }) {
  const passkeys = useQuery(passkeysQueryOptions(userId));
  const add = useAddPasskey(userId);
  const remove = useRemovePasskey(userId);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [supported] = useState(canUsePasskeys);
  const problem = add.error ?? remove.error;

  return (
    <Stack gap="xs" component="section" aria-labelledby="passkeys-heading">
      <Title order={4} id="passkeys-heading">
        Passkeys
      </Title>
      <Text size="sm" c="dimmed">
        Sign in with your fingerprint, face, screen lock or security key instead of a password.
      </Text>
      {problem ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={() => (add.reset(), remove.reset())}
        >
          {problemText(problem)}
        </Alert>
      ) : null}
      {passkeys.isPending ? (
        <Loader size="sm" aria-label="Loading passkeys" />
      ) : passkeys.isError ? (
        <Alert color="red" role="alert">
          Your passkeys could not be loaded. {problemText(passkeys.error)}
        </Alert>
      ) : passkeys.data.length === 0 ? (
        <Text size="sm">You have no passkeys yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {passkeys.data.map((passkey: Passkey) => (
            <Paper component="li" key={passkey.id} withBorder p="xs" aria-label={passkey.name}>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={500}>{passkey.name}</Text>
                  <Text size="xs" c="dimmed">
                    Added {passkey.addedAt ? formatDateTime(passkey.addedAt) : '—'}
                  </Text>
                </div>
                {confirming === passkey.id ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                      Keep
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      loading={remove.isPending}
                      onClick={() =>
                        remove.mutate(passkey.id, { onSettled: () => setConfirming(null) })
                      }
                    >
                      Remove passkey
                    </Button>
                  </Group>
                ) : (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setConfirming(passkey.id)}
                  >
                    Remove
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {supported ? (
        <Group>
          <Button variant="default" loading={add.isPending} onClick={() => add.mutate()}>
            Add a passkey
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          This browser cannot add a passkey here. Open the console by its name (not an IP address)
          in a browser that supports passkeys.
        </Text>
      )}
    </Stack>
  );
}
