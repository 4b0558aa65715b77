import type { StagedLocationData } from '@fm/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNextLocationNumber } from '../api/staged-locations';
import {
  formValuesFrom,
  stagedFieldDefs,
  validateStagedForm,
  type FieldErrors,
} from '../lib/location-forms';
import { CoordinateFields } from './coordinate-fields';
import { LocationFields } from './location-fields';

/**
 * The form that stages a new location: every address part, coordinates typed or picked, checked
 * by the contract before it is sent. On a valid submit it hands the data over and closes; the
 * pending entry appears in the list at once.
 */
export function AddLocationModal({
  opened,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (data: StagedLocationData) => void;
}) {
  const [values, setValues] = useState(() => formValuesFrom(stagedFieldDefs, { country: 'India' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const nextNumber = useNextLocationNumber(opened);

  const change = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateStagedForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSubmit(result.value);
    setValues(formValuesFrom(stagedFieldDefs, { country: 'India' }));
    setErrors({});
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add a location" size="xl">
      <form onSubmit={submit} noValidate aria-label="Add a location">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            New locations go to staging and become live once an approver approves them.
            {nextNumber.data !== undefined &&
              ` It will likely get location number ${nextNumber.data}.`}
          </Text>
          <LocationFields
            idPrefix="add"
            defs={stagedFieldDefs}
            values={values}
            errors={errors}
            onChange={change}
          />
          <CoordinateFields
            idPrefix="add"
            latitude={values.latitude}
            longitude={values.longitude}
            errors={errors}
            onChange={change}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Add to staging</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
