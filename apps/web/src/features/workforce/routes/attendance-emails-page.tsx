import type { EmailSchedule, RecipientRecord } from '@fm/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { FeedbackAlert, useFeedback } from '@/components/feedback';
import type { TableColumn } from '@/components/table-columns';
import { useAuth } from '@/features/auth';
import { failureMessages } from '@/lib/messages';
import { useDeleteRecipient } from '../api/delete-recipient';
import { useRecipients } from '../api/get-recipients';
import { useSendTestEmail } from '../api/send-test-email';
import { useUpdateEmailSchedule } from '../api/update-email-schedule';
import { useUpdateRecipient } from '../api/update-recipient';
import { RecentMail, recentMailKey } from '../components/recent-mail';
import { RecipientFormModal } from '../components/recipient-form-modal';
import { useLocationOptions } from '../lib/location-options';
import { useOrgId } from '../lib/org';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; recipient: RecipientRecord } | null;

function ScheduleCard({ orgId }: { orgId: number }) {
  const recipients = useRecipients(orgId);
  const current = recipients.data?.schedule;
  if (!current) return null;
  // A new schedule from the server starts the form again.
  return (
    <ScheduleForm key={`${current.sendTime}-${current.enabled}`} orgId={orgId} current={current} />
  );
}

function ScheduleForm({ orgId, current }: { orgId: number; current: EmailSchedule }) {
  const schedule = useUpdateEmailSchedule(orgId);
  const [time, setTime] = useState(current.sendTime);
  const [enabled, setEnabled] = useState(current.enabled);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Daily schedule
        </Title>
        <Text size="sm" c="dimmed">
          The summary goes to every active recipient once a day at this time ({current.timeZone}).
          Last sent: {current.lastSentDate ?? 'never'}.
        </Text>
        <Group align="flex-end">
          <TextInput
            type="time"
            label="Send time"
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
          <Switch
            label="Send daily"
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <Button
            variant="light"
            loading={schedule.isPending}
            disabled={!/^\d{2}:\d{2}$/.test(time)}
            onClick={() => schedule.mutate({ sendTime: time, enabled })}
          >
            Save schedule
          </Button>
        </Group>
        {schedule.isError && (
          <Text c="red" size="sm" role="alert">
            {schedule.error.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** `/admin/attendance-emails`: who gets the daily attendance e-mail, and when. */
function AttendanceEmailsPage() {
  const orgId = useOrgId();
  const { user } = useAuth();
  const recipients = useRecipients(orgId);
  const mutations = {
    update: useUpdateRecipient(orgId ?? 0),
    remove: useDeleteRecipient(orgId ?? 0),
    sendTest: useSendTestEmail(orgId ?? 0),
  };
  const { options, nameOf } = useLocationOptions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [feedback, setFeedback] = useFeedback();
  const client = useQueryClient();
  if (orgId === null) return <Text c="red">{failureMessages.organizationUnavailable}</Text>;

  const done = (title: string) => {
    setDialog(null);
    setFeedback({ color: 'green', title });
  };
  const toggle = (recipient: RecipientRecord) =>
    mutations.update.mutate(
      { id: recipient.id, body: { isActive: !recipient.isActive, updatedBy: user?.email } },
      {
        onSuccess: ({ recipient: r }) =>
          setFeedback({
            color: 'green',
            title: `${r.email} is ${r.isActive ? 'active' : 'inactive'}`,
          }),
        onError: (error) =>
          setFeedback({
            color: 'red',
            title: 'Could not change the recipient',
            message: error.message,
          }),
      },
    );
  const sendTest = () =>
    mutations.sendTest.mutate(undefined, {
      onSuccess: (data) => {
        setFeedback({
          color: 'green',
          title: `Test e-mail sent to ${data.sentTo.join(', ')}`,
          message: `Attendance on ${data.date}: ${data.present} present, ${data.absent} absent. It is in the outbox below.`,
        });
        void client.invalidateQueries({ queryKey: recentMailKey });
      },
      onError: (error) =>
        setFeedback({
          color: 'red',
          title: 'The test e-mail was not sent',
          message: error.message,
        }),
    });

  const columns: TableColumn<RecipientRecord>[] = [
    { id: 'name', header: 'Name', render: (r) => <Text fw={500}>{r.name}</Text> },
    { id: 'email', header: 'Email', render: (r) => r.email },
    {
      id: 'locations',
      header: 'Locations',
      render: (r) =>
        r.locationIds.length ? r.locationIds.map(nameOf).join(', ') : 'All locations',
    },
    {
      id: 'active',
      header: 'Active',
      render: (r) => (
        <Switch
          checked={r.isActive}
          onChange={() => toggle(r)}
          aria-label={`${r.isActive ? 'Deactivate' : 'Activate'} ${r.email}`}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      render: (r) => (
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            onClick={() => setDialog({ kind: 'edit', recipient: r })}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setDialog({ kind: 'delete', recipient: r })}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Attendance E-mail Recipients</Title>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconMail size={16} aria-hidden />}
            loading={mutations.sendTest.isPending}
            onClick={sendTest}
          >
            Send test e-mail
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'add' })}
          >
            Add recipient
          </Button>
        </Group>
      </Group>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <DataTable
        label="Recipients"
        columns={columns}
        rows={recipients.data?.recipients}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.email}
        loading={recipients.isPending}
        error={recipients.error}
        errorTitle="Failed to fetch recipients"
        onRetry={() => void recipients.refetch()}
        empty={{
          title: 'No recipients yet',
          text: 'Add who should receive the daily attendance summary.',
        }}
      />
      <ScheduleCard orgId={orgId} />
      <RecentMail />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <RecipientFormModal
          orgId={orgId}
          recipient={dialog.kind === 'edit' ? dialog.recipient : null}
          locations={options}
          onClose={() => setDialog(null)}
          onSaved={done}
        />
      )}
      {dialog?.kind === 'delete' && (
        <Modal opened onClose={() => setDialog(null)} title={`Delete ${dialog.recipient.email}?`}>
          <Stack gap="sm">
            <Text size="sm">They will no longer receive the daily attendance e-mail.</Text>
            {mutations.remove.isError && (
              <Alert color="red" role="alert">
                {mutations.remove.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={mutations.remove.isPending}
                onClick={() =>
                  mutations.remove.mutate(
                    { id: dialog.recipient.id, deletedBy: user?.email },
                    { onSuccess: () => done(`${dialog.recipient.email} was deleted`) },
                  )
                }
              >
                Delete
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}

export default AttendanceEmailsPage;
