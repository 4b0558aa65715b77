import { Alert, Button, Center, Stack } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { FullPageLoader } from '@/components/full-page-loader';
import { transportMessages } from '@/lib/api-error';
import { configureAmplify } from '../amplify/configure-amplify';
import { getIdentityConfig } from '../api/get-identity-config';
import { AuthProvider } from '../context/auth-provider';

type ConfigState =
  { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

/**
 * Loads the identity settings from GET /api/config and configures Amplify with them (nothing is
 * baked into the build), showing a neutral wait until then; then the session takes over.
 */
export function AuthRoot({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<ConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getIdentityConfig(controller.signal).then(
      (identity) => {
        configureAmplify(identity);
        setConfig({ status: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setConfig({
          status: 'failed',
          message: error instanceof Error ? error.message : transportMessages.unknown,
        });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (config.status === 'loading') return <FullPageLoader />;
  if (config.status === 'failed') {
    return (
      <Center mih="100vh" p="md">
        <Stack maw={420}>
          <Alert color="red" role="alert" title="The app could not start">
            {config.message}
          </Alert>
          <Button
            onClick={() => {
              setConfig({ status: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  return <AuthProvider>{children}</AuthProvider>;
}
