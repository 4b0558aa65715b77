import {
  PEST_CONTROL_FIELD_LABELS,
  CreateScheduleBody,
  monthOf,
  monthRange,
  pestControlServiceTypes,
  scheduledServiceState,
  serviceTypeLabel,
  type PestControlSchedule,
} from '@fm/contracts';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateSchedule } from '../api/create-schedule';
import { useSchedules } from '../api/get-schedules';
import { usePatchSchedule } from '../api/patch-schedule';
import { dateLabel, localToday } from '../lib/dates';
import { CompleteScheduleModal } from './complete-schedule-modal';
import { LocationSelect } from './location-select';
import { ScheduleStateBadge } from './schedule-status-badge';

interface PlanValues extends Record<string, unknown> {
  orgId: number;
  locationId: string;
  scheduleDate: string;
  serviceType: string;
  notes: string;
}

const toInput = (values: PlanValues) => ({
  orgId: values.orgId,
  locationId: values.locationId,
  scheduleDate: values.scheduleDate,
  serviceType: values.serviceType,
  ...(values.notes.trim() ? { notes: values.notes } : {}),
});

/** Plan visits, see a month's schedule, complete a visit from a record, delete one. */
export function SchedulesPanel({
  orgId,
  userEmail,
  onFeedback,
}: {
  orgId: number;
  userEmail: string;
  onFeedback: (message: string) => void;
}) {
  const [month, setMonth] = useState(localToday().slice(0, 7));
  const range = monthRange(monthOf(month));
  const schedules = useSchedules({ ...range, limit: 500 });
  const create = useCreateSchedule();
  const patch = usePatchSchedule();
  const [completing, setCompleting] = useState<PestControlSchedule | null>(null);
  const today = localToday();
  const form = useSchemaForm({
    schema: CreateScheduleBody,
    initialValues: {
      orgId,
      locationId: '',
      scheduleDate: today,
      serviceType: 'general',
      notes: '',
    } as PlanValues,
    toInput,
  });

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <form
          aria-label="Plan a visit"
          noValidate
          onSubmit={form.onSubmit((data) =>
            create.mutate(data, {
              onSuccess: ({ schedule }) => {
                onFeedback(`Visit planned for ${dateLabel(schedule.scheduleDate)}`);
                form.reset();
              },
            }),
          )}
        >
          <Stack gap="sm">
            <Title order={3} size="h5">
              Plan a visit
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              <LocationSelect label="Location" required {...form.getInputProps('locationId')} />
              <TextInput
                label="Visit date"
                type="date"
                required
                {...form.getInputProps('scheduleDate')}
              />
              <Select
                label={PEST_CONTROL_FIELD_LABELS.serviceType}
                data={pestControlServiceTypes.map((type) => ({
                  value: type.value,
                  label: type.label,
                }))}
                {...form.getInputProps('serviceType')}
              />
              <TextInput label="Notes" {...form.getInputProps('notes')} />
            </SimpleGrid>
            {create.error && (
              <Alert color="red" role="alert">
                {create.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Plan visit
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Group align="flex-end">
        <TextInput
          label="Month"
          type="month"
          value={month}
          onChange={(event) => event.currentTarget.value && setMonth(event.currentTarget.value)}
        />
      </Group>
      {schedules.error ? (
        <QueryError
          title="Could not load the schedule"
          error={schedules.error}
          onRetry={() => void schedules.refetch()}
        />
      ) : schedules.data?.schedules.length === 0 ? (
        <EmptyState title="No visits planned in this month" />
      ) : (
        <Table striped highlightOnHover aria-label="Planned visits">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Service type</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(schedules.data?.schedules ?? []).map((schedule) => (
              <Table.Tr key={schedule.id}>
                <Table.Td>{dateLabel(schedule.scheduleDate)}</Table.Td>
                <Table.Td>{schedule.locationName ?? schedule.locationId}</Table.Td>
                <Table.Td>{serviceTypeLabel(schedule.serviceType)}</Table.Td>
                <Table.Td>
                  <ScheduleStateBadge state={scheduledServiceState(schedule, today)} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {schedule.status === 'scheduled' && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => setCompleting(schedule)}
                      >
                        Complete
                      </Button>
                    )}
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        patch.mutate(
                          { id: schedule.id, body: { action: 'delete', soft: true, orgId } },
                          { onSuccess: () => onFeedback('Visit deleted') },
                        )
                      }
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs" c="dimmed">
        A visit is completed by a service record of the same location in the same month.
      </Text>
      <CompleteScheduleModal
        key={completing?.id ?? 'none'}
        schedule={completing}
        orgId={orgId}
        userEmail={userEmail}
        onClose={() => setCompleting(null)}
        onDone={onFeedback}
      />
    </Stack>
  );
}
