import {
  MONTH_RECORDS_FETCH_LIMIT,
  closestInSameMonth,
  monthOf,
  monthRange,
  serviceTypeLabel,
  type PestControlSchedule,
} from '@fm/contracts';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { failureMessages } from '@/lib/messages';
import { useRecords } from '../api/get-records';
import { usePatchSchedule } from '../api/patch-schedule';
import { dateLabel } from '../lib/dates';

/**
 * Completes a planned visit with a service record of the same location and month: the month's
 * records (fetch limit 100) are offered, the closest date suggested (spec sections 4, 5, 9).
 */
export function CompleteScheduleModal({
  schedule,
  orgId,
  userEmail,
  onClose,
  onDone,
}: {
  schedule: PestControlSchedule | null;
  orgId: number;
  userEmail: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const range = schedule ? monthRange(monthOf(schedule.scheduleDate)) : null;
  const records = useRecords(
    {
      locationId: schedule?.locationId,
      startDate: range?.startDate,
      endDate: range?.endDate,
      limit: MONTH_RECORDS_FETCH_LIMIT,
      sortBy: 'serviceDate',
      sortOrder: 'asc',
    },
    schedule !== null,
  );
  const rows = schedule ? (records.data?.records ?? []) : [];
  const suggested = schedule
    ? closestInSameMonth(schedule.scheduleDate, rows, (record) => record.serviceDate)
    : null;
  // Until someone picks one, the suggestion is the choice.
  const [picked, setChosen] = useState<string | null>(null);
  const chosen = picked ?? suggested?.id ?? null;
  const patch = usePatchSchedule();
  const record = rows.find((row) => row.id === chosen);

  return (
    <Modal opened={schedule !== null} onClose={onClose} title="Complete the planned visit">
      {schedule && (
        <Stack gap="sm">
          <Text size="sm">
            {schedule.locationName}: {serviceTypeLabel(schedule.serviceType)} planned for{' '}
            {dateLabel(schedule.scheduleDate)}.
          </Text>
          {records.isPending ? (
            <Text size="sm" c="dimmed">
              Loading the month's service records…
            </Text>
          ) : records.error ? (
            <Alert color="red" title={failureMessages.retrieveMonthData}>
              {records.error.message}
            </Alert>
          ) : rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              No service record of this location in this month yet. Record the service first.
            </Text>
          ) : (
            <Radio.Group label="Service record" value={chosen} onChange={setChosen}>
              <Stack gap={6} mt={6}>
                {rows.map((row) => (
                  <Radio
                    key={row.id}
                    value={row.id}
                    label={`${dateLabel(row.serviceDate)} ${row.serviceTime ?? ''} · ${serviceTypeLabel(row.serviceType)}${row.id === suggested?.id ? ' (closest)' : ''}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {patch.error && (
            <Alert color="red" role="alert">
              {patch.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={!record}
              loading={patch.isPending}
              onClick={() =>
                record &&
                patch.mutate(
                  {
                    id: schedule.id,
                    body: {
                      orgId,
                      status: 'completed',
                      completedDate: record.serviceDate,
                      completedBy: userEmail,
                      pestControlRecordId: record.id,
                      updatedBy: userEmail,
                    },
                  },
                  {
                    onSuccess: () => {
                      onDone(
                        `The visit planned for ${dateLabel(schedule.scheduleDate)} is completed`,
                      );
                      onClose();
                    },
                  },
                )
              }
            >
              Mark as completed
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
