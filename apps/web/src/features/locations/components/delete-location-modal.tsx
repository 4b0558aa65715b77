import type { LocationView } from '@fm/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Asks before deleting: the location goes with its devices and contacts, for good. */
export function DeleteLocationModal({
  location,
  onClose,
  onConfirm,
  deleting,
}: {
  location: LocationView;
  onClose: () => void;
  onConfirm: () => void;
  deleting: boolean;
}) {
  return (
    <Modal opened onClose={onClose} title={`Delete ${location.displayName}?`}>
      <Stack gap="md">
        <Text size="sm">
          This deletes location {location.locationId} and removes its devices and contacts too. It
          cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            Delete location
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
