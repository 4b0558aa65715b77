import type { LocationUpdates, LocationView } from '@fm/contracts';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useSchemaForm, type SchemaForm } from '@/lib/use-schema-form';
import {
  formValuesFrom,
  liveEditInput,
  liveEditSchema,
  liveFieldDefs,
} from '../lib/location-forms';
import { CoordinateFields } from './coordinate-fields';
import { LocationFields } from './location-fields';

/** The edit form, for the dialog to put the server's field errors under its inputs. */
type LiveEditForm = Pick<SchemaForm<never, never>, 'setServerErrors'>;

/** Edits a live location; only the changed fields are sent. */
export function EditLocationModal({
  location,
  onClose,
  onSave,
  saving,
}: {
  location: LocationView;
  onClose: () => void;
  onSave: (updates: LocationUpdates, form: LiveEditForm) => void;
  saving: boolean;
}) {
  const schema = useMemo(() => liveEditSchema(location), [location]);
  const toInput = useMemo(() => liveEditInput(location), [location]);
  const form = useSchemaForm({
    schema,
    toInput,
    initialValues: formValuesFrom(liveFieldDefs, location),
    serverPath: 'body.updates',
  });

  return (
    <Modal opened onClose={onClose} title={`Edit ${location.displayName}`} size="xl">
      <form
        onSubmit={form.onSubmit((updates) => onSave(updates, form))}
        noValidate
        aria-label="Edit location"
      >
        <Stack gap="md">
          {form.formError && <Alert color="yellow">{form.formError}</Alert>}
          <LocationFields form={form} idPrefix="edit" defs={liveFieldDefs} />
          <CoordinateFields form={form} idPrefix="edit" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
