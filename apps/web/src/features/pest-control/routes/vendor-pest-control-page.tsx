import { can, type PestControlRecord } from '@fm/contracts';
import { Alert, Button, Group, Modal, Paper, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FeedbackAlert, useFeedback } from '@/components/feedback';
import { useAuth } from '@/features/auth';
import { failureMessages } from '@/lib/messages';
import { useDeleteRecord } from '../api/delete-record';
import { RecordServiceForm } from '../components/record-service-form';
import { RecordedPrompt, type RecordedService } from '../components/recorded-prompt';
import { RecordsTable } from '../components/records-table';
import { SchedulesPanel } from '../components/schedules-panel';
import { dateLabel } from '../lib/dates';

/** `/vendor/pest-control`: record services with their reports, the records, the schedule. */
function VendorPestControlPage() {
  const { user } = useAuth();
  const orgId = Number(user?.organizationId ?? 0);
  const userEmail = user?.email ?? '';
  const mayRecord = can(user?.role, 'pest-control:record');
  const [recorded, setRecorded] = useState<RecordedService | null>(null);
  const [feedback, setFeedback] = useFeedback();
  const [deleting, setDeleting] = useState<PestControlRecord | null>(null);
  const [reason, setReason] = useState('');
  const remove = useDeleteRecord();

  if (!orgId) return <Alert color="red" title={failureMessages.organizationUnavailable} />;

  return (
    <Stack gap="md">
      <Title order={2}>Vendor Pest Control</Title>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <Tabs defaultValue={mayRecord ? 'record' : 'records'} keepMounted={false}>
        <Tabs.List>
          {mayRecord && <Tabs.Tab value="record">Record a service</Tabs.Tab>}
          <Tabs.Tab value="records">Service records</Tabs.Tab>
          <Tabs.Tab value="schedules">Schedules</Tabs.Tab>
        </Tabs.List>
        {mayRecord && (
          <Tabs.Panel value="record" pt="md">
            <Stack gap="md">
              {recorded && (
                <RecordedPrompt
                  key={recorded.record.id}
                  saved={recorded}
                  orgId={orgId}
                  onClose={() => setRecorded(null)}
                />
              )}
              <Paper withBorder p="md" radius="md">
                <RecordServiceForm orgId={orgId} userEmail={userEmail} onRecorded={setRecorded} />
              </Paper>
            </Stack>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="records" pt="md">
          <RecordsTable onDelete={mayRecord ? setDeleting : undefined} />
        </Tabs.Panel>
        <Tabs.Panel value="schedules" pt="md">
          <SchedulesPanel
            orgId={orgId}
            userEmail={userEmail}
            onFeedback={(message) => setFeedback({ color: 'green', title: message })}
          />
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete service record"
      >
        {deleting && (
          <Stack gap="sm">
            <TextInput
              label="Reason"
              required
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              description={`${deleting.locationName}, ${dateLabel(deleting.serviceDate)}. The report files and the history are kept.`}
            />
            {remove.error && (
              <Alert color="red" title={failureMessages.deletePestControl} role="alert">
                {remove.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                disabled={!reason.trim()}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    {
                      id: deleting.id,
                      orgId,
                      deactivatedBy: userEmail,
                      deactivationReason: reason.trim(),
                    },
                    {
                      onSuccess: () => {
                        setDeleting(null);
                        setReason('');
                        setFeedback({ color: 'green', title: 'Service record deleted' });
                      },
                    },
                  )
                }
              >
                Delete
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

export default VendorPestControlPage;
