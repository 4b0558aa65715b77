import {
  EMPLOYEE_FIELD_LABELS,
  CreateVendorEmployeeBody,
  employmentTypes,
  UpdateVendorEmployeeBody,
  type EmployeeRecord,
} from '@fm/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '@/features/auth';
import { failureMessages } from '@/lib/messages';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateEmployee } from '../api/create-employee';
import { useUpdateEmployee } from '../api/update-employee';
import type { LocationOption } from '../lib/location-options';

interface Values extends Record<string, unknown> {
  employeeId: string;
  name: string;
  mobileNumber: string;
  designation: string;
  employmentType: string;
  vendorId: string;
  locationIds: string[];
}

const valuesOf = (employee: EmployeeRecord | null): Values => ({
  employeeId: employee?.employeeId ?? '',
  name: employee?.name ?? '',
  mobileNumber: employee?.mobileNumber ?? '',
  designation: employee?.designation ?? '',
  employmentType: employee?.employmentType ?? '',
  vendorId: employee?.vendorId ?? '',
  locationIds: (employee?.locationIds ?? []).map(String),
});

const createInput = (values: Values) => ({
  employeeId: values.employeeId,
  name: values.name,
  mobileNumber: values.mobileNumber,
  designation: values.designation,
  employmentType: values.employmentType === '' ? undefined : values.employmentType,
  vendorId: values.vendorId.trim() === '' ? undefined : values.vendorId,
  locationIds: values.locationIds.map(Number),
});

const updateInput = (values: Values) => {
  const { vendorId: _vendorId, ...rest } = createInput(values);
  return { ...rest, employmentType: rest.employmentType ?? null };
};

const typeLabels: Record<string, string> = {
  permanent: 'Permanent',
  contract: 'Contract',
  temporary: 'Temporary',
  'part-time': 'Part-time',
};
export const employmentTypeOptions = employmentTypes.map((value) => ({
  value,
  label: typeLabels[value] ?? value,
}));

/** Adds an employee (`employee` null) or edits one; the dialog stays open while it saves. */
export function EmployeeFormModal({
  employee,
  locations,
  onClose,
  onSaved,
}: {
  employee: EmployeeRecord | null;
  locations: LocationOption[];
  onClose: () => void;
  onSaved: (employee: EmployeeRecord) => void;
}) {
  const { user } = useAuth();
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const [failure, setFailure] = useState<string | null>(null);
  const editing = employee !== null;
  const form = useSchemaForm({
    schema: editing ? UpdateVendorEmployeeBody : CreateVendorEmployeeBody,
    initialValues: valuesOf(employee),
    toInput: editing ? updateInput : createInput,
  });
  const saving = create.isPending || update.isPending;
  const fallback = editing ? failureMessages.updateEmployee : failureMessages.addEmployee;

  const submit = form.onSubmit((data) => {
    setFailure(null);
    const onError = (error: Error) => {
      if (!form.setServerErrors(error)) setFailure(error.message);
    };
    if (employee)
      update.mutate(
        { id: employee.id, body: { ...data, updatedBy: user?.email } },
        { onSuccess: (result) => onSaved(result.employee), onError },
      );
    else
      create.mutate(
        { ...(data as CreateVendorEmployeeBody), createdBy: user?.email },
        { onSuccess: (result) => onSaved(result.employee), onError },
      );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? `Edit ${employee.name}` : 'Add employee'}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" title={fallback} role="alert">
              {failure}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput
              label={EMPLOYEE_FIELD_LABELS.employeeId}
              required
              {...form.getInputProps('employeeId')}
            />
            <TextInput
              label={EMPLOYEE_FIELD_LABELS.mobileNumber}
              {...form.getInputProps('mobileNumber')}
            />
            <TextInput
              label={EMPLOYEE_FIELD_LABELS.designation}
              {...form.getInputProps('designation')}
            />
            <Select
              label={EMPLOYEE_FIELD_LABELS.employmentType}
              data={employmentTypeOptions}
              clearable
              {...form.getInputProps('employmentType')}
              onChange={(value) => form.setFieldValue('employmentType', value ?? '')}
            />
            {user?.role !== 'vendor' && !editing && (
              <TextInput
                label="Vendor ID"
                placeholder="VEN-001"
                {...form.getInputProps('vendorId')}
              />
            )}
          </SimpleGrid>
          <MultiSelect
            label="Locations"
            placeholder="Assign branches"
            data={locations}
            searchable
            {...form.getInputProps('locationIds')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {editing ? 'Save changes' : 'Add employee'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
