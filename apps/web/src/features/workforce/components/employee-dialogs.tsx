import { DEACTIVATION_REASON_REQUIRED, type EmployeeRecord } from '@fm/contracts';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '@/features/auth';
import { failureMessages } from '@/lib/messages';
import { useAssignEmployeeLocations } from '../api/assign-employee-locations';
import { useDeactivateEmployee } from '../api/deactivate-employee';
import type { LocationOption } from '../lib/location-options';

/** Replaces an employee's locations and says what changed. */
export function AssignLocationsModal({
  employee,
  locations,
  onClose,
  onSaved,
}: {
  employee: EmployeeRecord;
  locations: LocationOption[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { user } = useAuth();
  const assign = useAssignEmployeeLocations();
  const [selected, setSelected] = useState(employee.locationIds.map(String));
  return (
    <Modal opened onClose={onClose} title={`Locations of ${employee.name}`}>
      <Stack gap="sm">
        {assign.isError && (
          <Alert color="red" title={failureMessages.assignLocations} role="alert">
            {assign.error.message}
          </Alert>
        )}
        <MultiSelect
          label="Locations"
          data={locations}
          value={selected}
          onChange={setSelected}
          searchable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={assign.isPending}
            onClick={() =>
              assign.mutate(
                { id: employee.id, locationIds: selected.map(Number), updatedBy: user?.email },
                {
                  onSuccess: ({ changes }) =>
                    onSaved(
                      `Locations saved: ${changes.added.length} added, ${changes.removed.length} removed`,
                    ),
                },
              )
            }
          >
            Save locations
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Deactivates an employee with a reason. */
export function DeactivateEmployeeModal({
  employee,
  onClose,
  onDone,
}: {
  employee: EmployeeRecord;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { user } = useAuth();
  const deactivate = useDeactivateEmployee();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = reason.trim() === '';
  return (
    <Modal opened onClose={onClose} title={`Deactivate ${employee.name}?`}>
      <Stack gap="sm">
        <Text size="sm">
          They leave the active list and can no longer be marked present. Their attendance history
          is kept.
        </Text>
        {deactivate.isError && (
          <Alert color="red" title={failureMessages.deactivateEmployee} role="alert">
            {deactivate.error.message}
          </Alert>
        )}
        <Textarea
          label="Reason"
          required
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={touched && blank ? DEACTIVATION_REASON_REQUIRED : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={deactivate.isPending}
            onClick={() => {
              setTouched(true);
              if (blank) return;
              deactivate.mutate(
                { id: employee.id, reason: reason.trim(), deactivatedBy: user?.email },
                { onSuccess: () => onDone(`${employee.name} was deactivated`) },
              );
            }}
          >
            Deactivate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
