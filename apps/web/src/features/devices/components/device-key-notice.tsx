import type { DeviceWithKey } from '@fm/contracts';
import { Alert, Code, CopyButton, Button, Group, Stack, Text } from '@mantine/core';

/**
 * The ingestion key, shown this once: the server keeps only its hash. Activation and key
 * rotation both show it here.
 */
export function DeviceKeyNotice({
  result,
  title = `${result.device.name} is activated`,
}: {
  result: DeviceWithKey;
  title?: string;
}) {
  return (
    <Alert color="teal" title={title} role="status">
      <Stack gap="xs">
        <Text size="sm">
          Copy the device key now: it is shown only once. The device sends its readings to{' '}
          <Code>POST /api/telemetry</Code> with the header{' '}
          <Code>Authorization: Device &lt;key&gt;</Code>.
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code block aria-label="Device key" style={{ flex: 1, wordBreak: 'break-all' }}>
            {result.key}
          </Code>
          <CopyButton value={result.key}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
