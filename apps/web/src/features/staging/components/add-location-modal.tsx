import { StagedLocationData } from '@fm/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CoordinateFields, LocationFields } from '@/features/locations';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useNextLocationNumber } from '../api/get-next-location-number';
import { stagedFieldDefs, stagedFormInput, stagedFormValues } from '../lib/staged-form';

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
  const form = useSchemaForm({
    schema: StagedLocationData,
    initialValues: stagedFormValues(null),
    toInput: stagedFormInput,
  });
  const nextNumber = useNextLocationNumber(opened);

  return (
    <Modal opened={opened} onClose={onClose} title="Add a location" size="xl">
      <form
        onSubmit={form.onSubmit((data) => {
          onSubmit(data);
          form.reset();
          onClose();
        })}
        noValidate
        aria-label="Add a location"
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            New locations go to staging and become live once an approver approves them.
            {nextNumber.data !== undefined &&
              ` It will likely get location number ${nextNumber.data}.`}
          </Text>
          <LocationFields form={form} idPrefix="add" defs={stagedFieldDefs} />
          <CoordinateFields form={form} idPrefix="add" />
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
