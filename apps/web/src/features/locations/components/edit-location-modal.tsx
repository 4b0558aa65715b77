import type { LocationUpdates, LocationView } from '@fm/contracts';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  formValuesFrom,
  liveFieldDefs,
  validateLiveEdit,
  type FieldErrors,
} from '../lib/location-forms';
import { CoordinateFields } from './coordinate-fields';
import { LocationFields } from './location-fields';

/** Edits a live location; only the changed fields are sent. */
export function EditLocationModal({
  location,
  onClose,
  onSave,
  saving,
}: {
  location: LocationView;
  onClose: () => void;
  onSave: (updates: LocationUpdates) => void;
  saving: boolean;
}) {
  const [values, setValues] = useState(() => formValuesFrom(liveFieldDefs, location));
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateLiveEdit(location, values);
    if (!result.ok) setErrors(result.errors);
    else onSave(result.value);
  };

  return (
    <Modal opened onClose={onClose} title={`Edit ${location.displayName}`} size="xl">
      <form onSubmit={submit} noValidate aria-label="Edit location">
        <Stack gap="md">
          {errors.form && <Alert color="yellow">{errors.form}</Alert>}
          <LocationFields
            idPrefix="edit"
            defs={liveFieldDefs}
            values={values}
            errors={errors}
            onChange={change}
          />
          <CoordinateFields
            idPrefix="edit"
            latitude={values.latitude}
            longitude={values.longitude}
            errors={errors}
            onChange={change}
          />
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
