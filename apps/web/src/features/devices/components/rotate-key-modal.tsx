import type { DeviceRecord } from '@fm/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRotateDeviceKey } from '../api/rotate-device-key';
import { DeviceKeyNotice } from './device-key-notice';

/**
 * Rotating a device's key, for admins: asked first (the old key is refused from that moment, so
 * the device stops reporting until it has the new one), then the new key is shown once, the same
 * way activation shows it. Closing the dialog forgets the key.
 */
export function RotateKeyModal({ device, onClose }: { device: DeviceRecord; onClose: () => void }) {
  const rotate = useRotateDeviceKey();
  const result = rotate.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title={result ? `New key for ${device.name}` : `Rotate the key of ${device.name}?`}
    >
      {result ? (
        <Stack gap="md">
          <DeviceKeyNotice result={result} title={`${result.device.name} has a new key`} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            The current key of {device.name} ({device.serialNumber}) stops working at once: its
            readings are refused until the device is given the new key. The new key is shown only
            once.
          </Text>
          {rotate.error && (
            <Alert color="red" role="alert">
              {rotate.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={rotate.isPending} onClick={() => rotate.mutate(device.id)}>
              Rotate key
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
