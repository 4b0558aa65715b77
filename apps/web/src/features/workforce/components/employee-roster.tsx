import {
  EMPLOYEE_FIELD_LABELS,
  employeePaging,
  EmployeeStatusFilter,
  EmploymentType,
  LocationNumberInput,
  text,
  type EmployeeRecord,
  type EmployeeSortField,
} from '@fm/contracts';
import { Badge, Button, Group, Menu, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDots, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { DataTable, dataTableQueryState } from '@/components/data-table';
import { FeedbackAlert, useFeedback } from '@/components/feedback';
import type { TableColumn } from '@/components/table-columns';
import { failureMessages } from '@/lib/messages';
import { usePageParams } from '@/lib/use-page-params';
import { useEmployees } from '../api/get-employees';
import type { LocationOption } from '../lib/location-options';
import { AssignLocationsModal, DeactivateEmployeeModal } from './employee-dialogs';
import { EmployeeFormModal, employmentTypeOptions } from './employee-form-modal';

const filters = z.object({
  search: text().trim().max(100).optional(),
  status: EmployeeStatusFilter.optional(),
  locationId: LocationNumberInput.optional(),
  employmentType: EmploymentType.optional(),
});

type Dialog =
  { kind: 'add' } | { kind: 'edit' | 'locations' | 'deactivate'; employee: EmployeeRecord } | null;

/** The vendor's roster: search, filters, paging, and add, edit, locations, deactivate. */
export function EmployeeRoster({
  locations,
  nameOf,
  canManage,
}: {
  locations: LocationOption[];
  nameOf: (locationId: number) => string;
  canManage: boolean;
}) {
  const page = usePageParams(employeePaging, filters);
  const query = useEmployees(page.query);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [feedback, setFeedback] = useFeedback();
  const done = (title: string) => {
    setDialog(null);
    setFeedback({ color: 'green', title });
  };

  const columns: TableColumn<EmployeeRecord, EmployeeSortField>[] = [
    { id: 'name', header: 'Name', sortKey: 'name', render: (e) => <Text fw={500}>{e.name}</Text> },
    {
      id: 'employeeId',
      header: EMPLOYEE_FIELD_LABELS.employeeId,
      sortKey: 'employeeId',
      render: (e) => e.employeeId,
    },
    {
      id: 'designation',
      header: EMPLOYEE_FIELD_LABELS.designation,
      sortKey: 'designation',
      render: (e) => e.designation ?? '—',
    },
    {
      id: 'type',
      header: 'Type',
      sortKey: 'employmentType',
      render: (e) => employmentTypeOptions.find((o) => o.value === e.employmentType)?.label ?? '—',
    },
    {
      id: 'locations',
      header: 'Locations',
      render: (e) => (e.locationIds.length ? e.locationIds.map(nameOf).join(', ') : '—'),
    },
    {
      id: 'status',
      header: 'Status',
      render: (e) => (
        <Badge color={e.status === 'active' ? 'green' : 'gray'} variant="light">
          {e.status === 'active' ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            align: 'right' as const,
            render: (e: EmployeeRecord) => (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="subtle" size="xs" aria-label={`Actions for ${e.name}`}>
                    <IconDots size={16} aria-hidden />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => setDialog({ kind: 'edit', employee: e })}>
                    Edit
                  </Menu.Item>
                  <Menu.Item onClick={() => setDialog({ kind: 'locations', employee: e })}>
                    Assign locations
                  </Menu.Item>
                  {e.status === 'active' && (
                    <Menu.Item
                      color="red"
                      onClick={() => setDialog({ kind: 'deactivate', employee: e })}
                    >
                      Deactivate
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            ),
          },
        ]
      : []),
  ];

  const summary = query.data?.summary;
  return (
    <Stack gap="sm">
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search"
            placeholder="Name, ID or mobile"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={page.filters.search ?? ''}
            onChange={(event) => page.setFilters({ search: event.currentTarget.value })}
          />
          <Select
            label="Status"
            data={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
              { value: 'all', label: 'All' },
            ]}
            value={page.filters.status ?? 'active'}
            onChange={(value) =>
              page.setFilters({ status: value === 'active' ? undefined : (value as never) })
            }
            w={130}
          />
          <Select
            label="Location"
            placeholder="All locations"
            data={locations}
            searchable
            clearable
            value={page.filters.locationId === undefined ? null : String(page.filters.locationId)}
            onChange={(value) => page.setFilters({ locationId: value ?? undefined })}
          />
          <Select
            label={EMPLOYEE_FIELD_LABELS.employmentType}
            placeholder="Any"
            data={employmentTypeOptions}
            clearable
            value={page.filters.employmentType ?? null}
            onChange={(value) => page.setFilters({ employmentType: (value ?? undefined) as never })}
            w={160}
          />
        </Group>
        {canManage && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'add' })}
          >
            Add employee
          </Button>
        )}
      </Group>
      {summary && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary.active} active, {summary.inactive} inactive
        </Text>
      )}
      <DataTable
        label="Employees"
        columns={columns}
        rows={query.data?.employees}
        rowKey={(e) => e.id}
        rowLabel={(e) => e.name}
        {...dataTableQueryState(query)}
        errorTitle={failureMessages.fetchVendorEmployees}
        sort={page.query}
        onSortChange={page.setSort}
        pagination={query.data?.pagination}
        onPageChange={page.setPage}
        onLimitChange={page.setLimit}
        pageSizes={[25, 50, 100, 200]}
        empty={{
          title: page.filtered ? 'No employees match' : 'No employees yet',
          action: page.filtered ? (
            <Button variant="light" onClick={page.clearFilters}>
              Clear filters
            </Button>
          ) : undefined,
        }}
      />
      {dialog?.kind === 'add' && (
        <EmployeeFormModal
          employee={null}
          locations={locations}
          onClose={() => setDialog(null)}
          onSaved={(e) => done(`${e.name} was added`)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EmployeeFormModal
          employee={dialog.employee}
          locations={locations}
          onClose={() => setDialog(null)}
          onSaved={(e) => done(`${e.name} was saved`)}
        />
      )}
      {dialog?.kind === 'locations' && (
        <AssignLocationsModal
          employee={dialog.employee}
          locations={locations}
          onClose={() => setDialog(null)}
          onSaved={done}
        />
      )}
      {dialog?.kind === 'deactivate' && (
        <DeactivateEmployeeModal
          employee={dialog.employee}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
    </Stack>
  );
}
