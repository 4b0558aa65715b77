import { CreateRecipientBody, UpdateRecipientBody, type RecipientRecord } from '@fm/contracts';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '@/features/auth';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateRecipient } from '../api/create-recipient';
import { useUpdateRecipient } from '../api/update-recipient';
import type { LocationOption } from '../lib/location-options';

interface Values extends Record<string, unknown> {
  email: string;
  name: string;
  locationIds: string[];
  isActive: boolean;
}

const toInput = (values: Values) => ({ ...values, locationIds: values.locationIds.map(Number) });

/** Adds a recipient (`recipient` null) or edits one. */
export function RecipientFormModal({
  orgId,
  recipient,
  locations,
  onClose,
  onSaved,
}: {
  orgId: number;
  recipient: RecipientRecord | null;
  locations: LocationOption[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { user } = useAuth();
  const create = useCreateRecipient(orgId);
  const update = useUpdateRecipient(orgId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: recipient ? UpdateRecipientBody : CreateRecipientBody,
    initialValues: {
      email: recipient?.email ?? '',
      name: recipient?.name ?? '',
      locationIds: (recipient?.locationIds ?? []).map(String),
      isActive: recipient?.isActive ?? true,
    } satisfies Values,
    toInput,
  });
  const submit = form.onSubmit((data) => {
    setFailure(null);
    const onError = (error: Error) => {
      if (!form.setServerErrors(error)) setFailure(error.message);
    };
    if (recipient)
      update.mutate(
        { id: recipient.id, body: { ...data, updatedBy: user?.email } },
        { onSuccess: (r) => onSaved(`${r.recipient.email} was saved`), onError },
      );
    else
      create.mutate(
        { ...(data as CreateRecipientBody), createdBy: user?.email },
        { onSuccess: (r) => onSaved(`${r.recipient.email} was added`), onError },
      );
  });
  return (
    <Modal opened onClose={onClose} title={recipient ? `Edit ${recipient.name}` : 'Add recipient'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" title="Could not save the recipient" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <MultiSelect
            label="Locations"
            description="None: every location"
            data={locations}
            searchable
            {...form.getInputProps('locationIds')}
          />
          <Switch
            label="Active"
            checked={form.values.isActive}
            onChange={(event) => form.setFieldValue('isActive', event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {recipient ? 'Save changes' : 'Add recipient'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
