import { serviceTypeLabel } from '@fm/contracts';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { failureMessages } from '@/lib/messages';
import { useLocationRecords } from '../api/get-location-records';
import { ReportFileList } from '../components/report-file-list';
import { dateLabel } from '../lib/dates';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** `/locations/{locationId}/pest-control/{date}`: that day's services at that location. */
function PestControlDetailPage() {
  const params = useParams();
  const locationId = Number(params.locationId);
  const date = params.date ?? '';
  const { user } = useAuth();
  const day = useLocationRecords(locationId, date);

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/pest-control" size="sm">
        ← Pest Control
      </Anchor>
      <Title order={2}>Pest Control Details</Title>
      {day.error ? (
        <QueryError
          title={failureMessages.retrievePestControl}
          error={day.error}
          onRetry={() => void day.refetch()}
        />
      ) : !day.data ? (
        <Text c="dimmed">Loading…</Text>
      ) : (
        <>
          <Title order={3}>
            {day.data.location.name}: pest control on {dateLabel(date)}
          </Title>
          {day.data.records.length === 0 && <EmptyState title="No service recorded on this day" />}
          {day.data.records.map((record) => (
            <Paper
              key={record.id}
              withBorder
              p="md"
              radius="md"
              component="section"
              aria-label={`Service at ${record.serviceTime ?? ''}`}
            >
              <Stack gap="sm">
                <Group gap="sm">
                  <Title order={4}>{serviceTypeLabel(record.serviceType)}</Title>
                  {record.deactivatedAt && (
                    <Badge color="gray">Deleted: {record.deactivationReason}</Badge>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <Field label="Date and time">
                    {dateLabel(record.serviceDate)} {record.serviceTime}
                  </Field>
                  <Field label="Location">
                    {record.locationName} ({record.locationId})
                  </Field>
                  <Field label="Vendor">{record.vendorName ?? 'Organisation staff'}</Field>
                  <Field label="Recorded by">{record.createdBy}</Field>
                  <Field label="Recorded at">{formatDateTime(record.createdAt)}</Field>
                  <Field label="Comments">{record.comments ?? '—'}</Field>
                </SimpleGrid>
                <Title order={5}>Report files</Title>
                <ReportFileList
                  record={record}
                  orgId={Number(user?.organizationId ?? 0)}
                  userEmail={user?.email ?? ''}
                />
              </Stack>
            </Paper>
          ))}
        </>
      )}
    </Stack>
  );
}

export default PestControlDetailPage;
