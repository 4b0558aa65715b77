import {
  PEST_CONTROL_FIELD_LABELS,
  ListPestControlQuery,
  PestControlServiceType,
  serviceTypeLabel,
  pestControlServiceTypes,
  ServiceDate,
  type PestControlRecord,
} from '@fm/contracts';
import { Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable, dataTableQueryState } from '@/components/data-table';
import type { TableColumn } from '@/components/table-columns';
import { failureMessages } from '@/lib/messages';
import { usePageParams } from '@/lib/use-page-params';
import { useRecords } from '../api/get-records';
import { dateLabel } from '../lib/dates';
import { LocationSelect } from './location-select';

const paging = ListPestControlQuery.pick({
  page: true,
  limit: true,
  sortBy: true,
  sortOrder: true,
});
const filters = z.object({
  startDate: ServiceDate.optional(),
  endDate: ServiceDate.optional(),
  locationId: z.coerce.number().int().positive().optional(),
  serviceType: PestControlServiceType.optional(),
});

type SortKey = z.output<typeof paging>['sortBy'];

/** Service records with every filter of the list call, paged and sorted in the URL. */
export function RecordsTable({
  onDelete,
}: {
  /** Offered per record when given (the vendor's own records). */
  onDelete?: (record: PestControlRecord) => void;
}) {
  const params = usePageParams(paging, filters);
  const records = useRecords(params.query);
  const columns: TableColumn<PestControlRecord, SortKey>[] = [
    {
      id: 'date',
      header: 'Date',
      sortKey: 'serviceDate',
      render: (row) => (
        <Anchor
          component={Link}
          to={`/locations/${row.locationId}/pest-control/${row.serviceDate}`}
        >
          {dateLabel(row.serviceDate)} {row.serviceTime ?? ''}
        </Anchor>
      ),
    },
    {
      id: 'location',
      header: 'Location',
      sortKey: 'locationName',
      render: (row) => row.locationName ?? row.locationId,
    },
    {
      id: 'type',
      header: PEST_CONTROL_FIELD_LABELS.serviceType,
      sortKey: 'serviceType',
      render: (row) => serviceTypeLabel(row.serviceType),
    },
    { id: 'files', header: 'Report files', render: (row) => row.reportFiles.length },
    { id: 'by', header: 'Recorded by', render: (row) => row.createdBy },
    ...(onDelete
      ? [
          {
            id: 'actions',
            header: 'Actions',
            render: (row: PestControlRecord) => (
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(row)}>
                Delete
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="From"
          type="date"
          value={params.filters.startDate ?? ''}
          onChange={(event) => params.setFilters({ startDate: event.currentTarget.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={params.filters.endDate ?? ''}
          onChange={(event) => params.setFilters({ endDate: event.currentTarget.value })}
        />
        <LocationSelect
          label="Location"
          clearable
          value={params.filters.locationId ? String(params.filters.locationId) : null}
          onChange={(value) => params.setFilters({ locationId: value ?? undefined })}
        />
        <Select
          label={PEST_CONTROL_FIELD_LABELS.serviceType}
          clearable
          data={pestControlServiceTypes.map((type) => ({ value: type.value, label: type.label }))}
          value={params.filters.serviceType ?? null}
          onChange={(value) => params.setFilters({ serviceType: (value ?? undefined) as never })}
        />
        {params.filtered && (
          <Button variant="subtle" onClick={params.clearFilters}>
            Clear filters
          </Button>
        )}
      </Group>
      <DataTable
        label="Service records"
        columns={columns}
        rows={records.data?.records}
        rowKey={(row) => row.id}
        rowLabel={(row) => `${row.locationName} ${row.serviceDate}`}
        {...dataTableQueryState(records)}
        errorTitle={failureMessages.retrievePestControl}
        empty={{
          title: params.filtered
            ? 'No service records match these filters'
            : 'No service records yet',
          text: params.filtered ? undefined : <Text span>Recorded services appear here.</Text>,
        }}
        sort={{ sortBy: params.query.sortBy, sortOrder: params.query.sortOrder }}
        onSortChange={params.setSort}
        pagination={records.data?.pagination}
        onPageChange={params.setPage}
        onLimitChange={params.setLimit}
      />
    </Stack>
  );
}
