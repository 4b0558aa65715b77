import {
  StagedLocationData,
  type StagedLocationPatch,
  type StagedLocationRecord,
} from '@fm/contracts';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { CoordinateFields, LocationFields } from '@/features/locations';
import { fieldLabel, valueText } from '@/lib/format';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  stagedFieldDefs,
  stagedFormInput,
  stagedFormValues,
  stagedPatch,
} from '../lib/staged-form';

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
  const form = useSchemaForm({
    schema: StagedLocationData,
    initialValues: stagedFormValues(record),
    toInput: stagedFormInput,
  });
  const parsed = form.parse();
  const changes = parsed.success ? Object.entries(stagedPatch(record, parsed.data)) : [];
  const save = (approve: boolean) =>
    form.onSubmit((data) => onSave(stagedPatch(record, data), approve));

  return (
    <form aria-label="Edit staged location" noValidate onSubmit={save(canApprove)}>
      <Stack gap="md">
        <LocationFields form={form} idPrefix="review" defs={stagedFieldDefs} />
        <CoordinateFields form={form} idPrefix="review" />
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
            <Button variant="light" loading={busy} onClick={() => save(false)()}>
              Save changes
            </Button>
          )}
          {canApprove && (
            <Button color="green" loading={busy} onClick={() => save(true)()}>
              Save and approve
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
