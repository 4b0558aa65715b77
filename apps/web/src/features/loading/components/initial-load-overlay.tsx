import { Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useLoadingSnapshot } from '../hooks/use-loading-snapshot';
import { initialLoadMessages, type InitialLoad, type InitialLoadInput } from '../lib/initial-load';

/**
 * The start-up overlay (spec section 2, "Shell"): a progress percentage and the current message
 * over the whole page until the initial load completes and its minimum display has passed.
 */
export function InitialLoadOverlay({
  load,
  input,
}: {
  load: InitialLoad;
  input: InitialLoadInput;
}) {
  const { sessionChecked, signedIn, data } = input;
  useEffect(() => {
    load.advance({ sessionChecked, signedIn, data });
  }, [load, sessionChecked, signedIn, data]);

  const snapshot = useLoadingSnapshot(load.tracker);
  if (!snapshot.visible && load.completed) return null;
  const message = snapshot.message ?? initialLoadMessages.auth;

  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        display: 'grid',
        placeItems: 'center',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Paper withBorder shadow="md" radius="lg" p="xl" w={320} maw="90vw">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text fw={600} aria-live="polite">
            {message}
          </Text>
          <Progress w="100%" value={snapshot.percent} aria-label="Application loading" />
          <Text size="sm">{snapshot.percent}%</Text>
        </Stack>
      </Paper>
    </div>
  );
}
