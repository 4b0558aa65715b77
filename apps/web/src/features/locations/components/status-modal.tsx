import { locationStatusLabels, REASON_REQUIRED, type LocationView } from '@fm/contracts';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/** Sets a live location active or inactive; the reason is required and kept in its history. */
export function StatusModal({
  location,
  onClose,
  onSave,
  saving,
}: {
  location: LocationView;
  onClose: () => void;
  onSave: (status: 'active' | 'inactive', reason: string) => void;
  saving: boolean;
}) {
  const [status, setStatus] = useState<'active' | 'inactive'>(
    location.status === 'active' ? 'inactive' : 'active',
  );
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(REASON_REQUIRED);
      return;
    }
    onSave(status, reason.trim());
  };

  return (
    <Modal opened onClose={onClose} title={`Change status of ${location.displayName}`}>
      <form onSubmit={submit} noValidate aria-label="Change status">
        <Stack gap="md">
          <Text size="sm">
            Current status: <strong>{location.status}</strong>
          </Text>
          <SegmentedControl
            aria-label="New status"
            value={status}
            onChange={(value) => setStatus(value as 'active' | 'inactive')}
            data={[
              { value: 'active', label: locationStatusLabels.active },
              { value: 'inactive', label: locationStatusLabels.inactive },
            ]}
          />
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Set {status}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
