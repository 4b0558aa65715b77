import {
  SCHEDULE_MATCH_FETCH_LIMIT,
  closestInSameMonth,
  monthOf,
  monthRange,
  type PestControlRecord,
} from '@fm/contracts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useSchedules } from '../api/get-schedules';
import { usePatchSchedule } from '../api/patch-schedule';
import { dateLabel } from '../lib/dates';

/**
 * After a service is recorded: the planned visit it completes, if any (same location, same
 * month, closest date, from at most 50 schedules), one click away.
 */
export function RecordedPrompt({
  record,
  orgId,
  userEmail,
  onClose,
}: {
  record: PestControlRecord;
  orgId: number;
  userEmail: string;
  onClose: () => void;
}) {
  const range = monthRange(monthOf(record.serviceDate));
  const schedules = useSchedules({
    locationId: record.locationId,
    status: 'scheduled',
    ...range,
    limit: SCHEDULE_MATCH_FETCH_LIMIT,
  });
  const match = closestInSameMonth(
    record.serviceDate,
    schedules.data?.schedules ?? [],
    (schedule) => schedule.scheduleDate,
  );
  const patch = usePatchSchedule();
  return (
    <Alert
      color="green"
      title="Service recorded"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role="status"
    >
      <Text size="sm">
        {record.locationName}, {dateLabel(record.serviceDate)}, with {record.reportFiles.length}{' '}
        report file{record.reportFiles.length === 1 ? '' : 's'}.
      </Text>
      {patch.isSuccess ? (
        <Text size="sm" mt="xs">
          The visit planned for {dateLabel(patch.data.schedule.scheduleDate)} is completed.
        </Text>
      ) : (
        match && (
          <Group mt="xs" gap="sm">
            <Text size="sm">A visit was planned for {dateLabel(match.scheduleDate)}.</Text>
            <Button
              size="compact-sm"
              loading={patch.isPending}
              onClick={() =>
                patch.mutate({
                  id: match.id,
                  body: {
                    orgId,
                    status: 'completed',
                    completedDate: record.serviceDate,
                    completedBy: userEmail,
                    pestControlRecordId: record.id,
                    updatedBy: userEmail,
                  },
                })
              }
            >
              Complete planned visit
            </Button>
          </Group>
        )
      )}
      {patch.error && (
        <Text size="sm" mt="xs" role="alert">
          {patch.error.message}
        </Text>
      )}
    </Alert>
  );
}
