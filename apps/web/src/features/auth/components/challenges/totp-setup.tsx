import { ActionIcon, Center, Code, CopyButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { CodeForm } from './code-form';

const QrCode = lazy(() => import('./qr-code'));

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: scan the QR code of the otpauth URI, or type the secret,
 * then confirm with the app's first code.
 */
export function TotpSetup({ secret, setupUri }: { secret: string; setupUri: string }) {
  return (
    <CodeForm
      label="Code from your authenticator app"
      description="Enter the 6-digit code the app shows after adding the account."
      submitLabel="Verify and sign in"
    >
      <Stack gap="sm">
        <Text size="sm">
          Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft
          Authenticator or 1Password).
        </Text>
        <Center>
          <Suspense
            fallback={<Loader size="sm" role="status" aria-label="Preparing the QR code" />}
          >
            <QrCode value={setupUri} label="QR code for your authenticator app" />
          </Suspense>
        </Center>
        <Text size="sm">Or enter this key in the app by hand:</Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="sm" aria-label="Secret key" style={{ wordBreak: 'break-all' }}>
            {grouped(secret)}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <ActionIcon
                variant="subtle"
                onClick={copy}
                aria-label={copied ? 'Key copied' : 'Copy key'}
                title={copied ? 'Copied' : 'Copy key'}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </CodeForm>
  );
}
