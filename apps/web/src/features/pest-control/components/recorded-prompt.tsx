import type { PestControlRecord, PestControlSchedule } from '@fm/contracts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { usePatchSchedule } from '../api/patch-schedule';
import { dateLabel } from '../lib/dates';

/** A saved record and the scheduled visit the server completed with it (if any). */
export interface RecordedService {
  record: PestControlRecord;
  completedSchedule: PestControlSchedule | null;
}

/**
 * After a service is recorded: what it was, and the scheduled visit it completed on save (same
 * location, same month, closest date: the server's rule, decision 051), with an undo that makes
 * the visit scheduled again.
 */
export function RecordedPrompt({
  saved: { record, completedSchedule },
  orgId,
  onClose,
}: {
  saved: RecordedService;
  orgId: number;
  onClose: () => void;
}) {
  const undo = usePatchSchedule();
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
      {completedSchedule &&
        (undo.isSuccess ? (
          <Text size="sm" mt="xs">
            The visit scheduled for {dateLabel(completedSchedule.scheduleDate)} is scheduled again.
          </Text>
        ) : (
          <Group mt="xs" gap="sm">
            <Text size="sm">
              It completed the visit scheduled for {dateLabel(completedSchedule.scheduleDate)}.
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              loading={undo.isPending}
              onClick={() =>
                undo.mutate({ id: completedSchedule.id, body: { orgId, status: 'scheduled' } })
              }
            >
              Undo
            </Button>
          </Group>
        ))}
      {undo.error && (
        <Text size="sm" mt="xs" role="alert">
          {undo.error.message}
        </Text>
      )}
    </Alert>
  );
}
