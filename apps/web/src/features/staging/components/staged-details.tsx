import { LOCATION_FIELD_LABELS, toCombinedStaged, type StagedLocationRecord } from '@fm/contracts';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime, valueText } from '@/lib/format';
import { stagedFieldDefs } from '../lib/staged-form';

function Row({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{valueText(value)}</Text>
    </Stack>
  );
}

/** Everything the staged record holds, and its decision so far. */
export function StagedDetails({ record }: { record: StagedLocationRecord }) {
  const view = toCombinedStaged(record);
  return (
    <Stack gap="sm">
      {record.status === 'rejected' && (
        <Alert color="red" title="Rejected">
          {record.rejectedBy ?? 'Someone'} rejected it on {formatDateTime(record.rejectedAt)}:{' '}
          {record.comments ?? 'no reason given'}
        </Alert>
      )}
      {record.status === 'approved' && (
        <Alert color="blue" title="Approved">
          {record.approvedBy ?? record.approverInfo?.email ?? 'Someone'} approved it on{' '}
          {formatDateTime(record.approvedAt)}. It is live in the locations list as Approved, in
          service.
        </Alert>
      )}
      <Row label="Address" value={view.address} />
      <SimpleGrid cols={2} spacing="sm">
        <Row label="Location number" value={record.locationId || 'Being assigned'} />
        <Row label="UID" value={record.uid} />
        {stagedFieldDefs.map((def) => (
          <Row key={def.key} label={def.label} value={record[def.key]} />
        ))}
        <Row label={LOCATION_FIELD_LABELS.latitude} value={record.latitude} />
        <Row label={LOCATION_FIELD_LABELS.longitude} value={record.longitude} />
        <Row
          label="Added"
          value={`${formatDateTime(record.createdAt)}${record.createdBy ? ` by ${record.createdBy}` : ''}`}
        />
        <Row label="Last changed" value={formatDateTime(record.updatedAt)} />
      </SimpleGrid>
    </Stack>
  );
}
