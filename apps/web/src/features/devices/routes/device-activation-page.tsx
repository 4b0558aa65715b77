import { can, deviceTypes, type DeviceType, type DeviceWithKey } from '@fm/contracts';
import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { useLocations } from '@/features/locations';
import { ApiError } from '@/lib/api-error';
import { loaderMessages } from '@/lib/messages';
import { useActivateDevice } from '../api/activate-device';
import { DeviceKeyNotice } from '../components/device-key-notice';
import { typeLabel } from '../lib/format-reading';

interface Draft {
  serialNumber: string;
  name: string;
  type: DeviceType | null;
  locationId: string | null;
}

const emptyDraft: Draft = { serialNumber: '', name: '', type: 'environment', locationId: null };

/** `/devices/activation`: an admin activates a device into one of the active locations. */
function DeviceActivationPage() {
  const role = useAuth().user?.role;
  const locations = useLocations({ status: 'active' });
  const activate = useActivateDevice();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [result, setResult] = useState<DeviceWithKey | null>(null);

  if (!can(role, 'device:manage'))
    return (
      <Stack gap="sm">
        <Title order={2}>Device Activation</Title>
        <Text c="dimmed">Only administrators activate devices.</Text>
      </Stack>
    );

  const fieldError = (field: string) =>
    activate.error instanceof ApiError
      ? activate.error.details?.find((detail) => detail.path === field)?.message
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.type || !draft.locationId) return;
    activate.mutate(
      {
        serialNumber: draft.serialNumber,
        name: draft.name,
        type: draft.type,
        locationId: Number(draft.locationId),
      },
      {
        onSuccess: (data) => {
          setResult(data);
          setDraft(emptyDraft);
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>Device Activation</Title>
      {result && <DeviceKeyNotice result={result} />}
      <Card
        withBorder
        padding="lg"
        component="form"
        onSubmit={submit}
        aria-label="Activate a device"
      >
        <Stack gap="sm">
          <TextInput
            label="Serial number"
            required
            value={draft.serialNumber}
            error={fieldError('serialNumber')}
            onChange={(event) => setDraft({ ...draft, serialNumber: event.currentTarget.value })}
          />
          <TextInput
            label="Name"
            required
            value={draft.name}
            error={fieldError('name')}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          />
          <Select
            label="Type"
            required
            data={deviceTypes.map((type) => ({ value: type, label: typeLabel[type] ?? type }))}
            value={draft.type}
            onChange={(value) => setDraft({ ...draft, type: value as DeviceType | null })}
          />
          <Select
            label="Location"
            required
            searchable
            placeholder={locations.isPending ? loaderMessages.locations : 'Pick an active location'}
            data={(locations.data ?? []).map((location) => ({
              value: String(location.locationId),
              label: `${location.displayName} (${location.locationId})`,
            }))}
            value={draft.locationId}
            onChange={(value) => setDraft({ ...draft, locationId: value })}
          />
          {activate.error && (
            <Alert color="red" role="alert">
              {activate.error.message}
            </Alert>
          )}
          <Group justify="space-between">
            <Button component={Link} to="/devices" variant="subtle">
              Back to devices
            </Button>
            <Button
              type="submit"
              loading={activate.isPending}
              disabled={
                !draft.serialNumber.trim() || !draft.name.trim() || !draft.type || !draft.locationId
              }
            >
              Activate
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

export default DeviceActivationPage;
