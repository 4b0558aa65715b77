import type { StagedLocationPatch, StagedLocationRecord } from '@fm/contracts';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  CoordinateFields,
  LocationFields,
  fieldLabel,
  formValuesFrom,
  stagedFieldDefs,
  validateStagedEdit,
  valueText,
  type FieldErrors,
} from '@/features/locations';

/**
 * Corrects a staged location. What changed is listed before saving, so the approver sees exactly
 * what the save (or save and approve) will send.
 */
export function StagedEditForm({
  record,
  canSave,
  canApprove,
  busy,
  onCancel,
  onSave,
}: {
  record: StagedLocationRecord;
  canSave: boolean;
  canApprove: boolean;
  busy: boolean;
  onCancel: () => void;
  onSave: (patch: StagedLocationPatch, approve: boolean) => void;
}) {
  const [values, setValues] = useState(() => formValuesFrom(stagedFieldDefs, record));
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const result = useMemo(() => validateStagedEdit(record, values), [record, values]);
  const changes = result.ok ? Object.entries(result.value) : [];

  const save = (approve: boolean) => {
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSave(result.value, approve);
  };

  return (
    <form
      aria-label="Edit staged location"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save(canApprove);
      }}
    >
      <Stack gap="md">
        <LocationFields
          idPrefix="review"
          defs={stagedFieldDefs}
          values={values}
          errors={errors}
          onChange={change}
        />
        <CoordinateFields
          idPrefix="review"
          latitude={values.latitude}
          longitude={values.longitude}
          errors={errors}
          onChange={change}
        />
        <Stack gap={4} aria-live="polite">
          <Title order={4} size="h6">
            What changed
          </Title>
          {changes.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing yet.
            </Text>
          ) : (
            <List size="sm">
              {changes.map(([key, after]) => (
                <List.Item key={key}>
                  {fieldLabel(key)}: {valueText(record[key as keyof StagedLocationRecord])} →{' '}
                  {valueText(after)}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          {canSave && (
            <Button variant="light" loading={busy} onClick={() => save(false)}>
              Save changes
            </Button>
          )}
          {canApprove && (
            <Button color="green" loading={busy} onClick={() => save(true)}>
              Save and approve
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
