import {
  can,
  canApplyStagedAction,
  toCombinedStaged,
  type StagedLocationRecord,
} from '@fm/contracts';
import { Button, Drawer, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FeedbackAlert, type Feedback } from '@/components/feedback';
import { LocationStatusBadge } from '@/features/locations';
import { reviewProblem, type ReviewRequest } from '../lib/optimistic-review';
import { StagedDetails } from './staged-details';
import { StagedEditForm } from './staged-edit-form';

type Mode = 'view' | 'reject' | 'edit';

/** The review of one staged location: its data, and the decisions the role may take. */
export function ReviewPanel({
  record,
  role,
  busy,
  feedback,
  onFeedbackClose,
  onClose,
  onReview,
}: {
  record: StagedLocationRecord | null;
  role: string | null | undefined;
  busy: boolean;
  feedback: Feedback | null;
  onFeedbackClose: () => void;
  onClose: () => void;
  onReview: (record: StagedLocationRecord, request: ReviewRequest) => void;
}) {
  const [mode, setMode] = useState<Mode>('view');
  const [comments, setComments] = useState('');
  const [commentsError, setCommentsError] = useState<string | null>(null);
  const close = () => {
    setMode('view');
    setComments('');
    setCommentsError(null);
    onClose();
  };

  const reviewer = can(role, 'staging:review');
  const allowed = (action: Parameters<typeof canApplyStagedAction>[1]) =>
    record !== null && canApplyStagedAction(record.status, action);
  const canReject = reviewer && allowed('reject_only');
  const canSaveOnly = can(role, 'location:stage') && allowed('update');
  const canSaveApprove = reviewer && allowed('save_and_approve');

  const reject = () => {
    if (!record) return;
    const request: ReviewRequest = { action: 'reject_only', comments };
    const problem = reviewProblem(request);
    if (problem) {
      setCommentsError(problem);
      return;
    }
    onReview(record, request);
    setMode('view');
    setComments('');
  };

  return (
    <Drawer
      opened={record !== null}
      onClose={close}
      position="right"
      size="xl"
      title={
        record ? (
          <Group gap="sm">
            <Text fw={600}>{toCombinedStaged(record).name}</Text>
            <LocationStatusBadge status={record.status} />
          </Group>
        ) : null
      }
      closeButtonProps={{ 'aria-label': 'Close review' }}
    >
      {record && (
        <Stack gap="md">
          <FeedbackAlert feedback={feedback} onClose={onFeedbackClose} />
          {mode === 'edit' ? (
            <StagedEditForm
              record={record}
              canSave={canSaveOnly}
              canApprove={canSaveApprove}
              busy={busy}
              onCancel={() => setMode('view')}
              onSave={(locationData, approve) => {
                onReview(
                  record,
                  approve
                    ? { action: 'save_and_approve', locationData }
                    : { action: 'update', locationData },
                );
                setMode('view');
              }}
            />
          ) : (
            <>
              <StagedDetails record={record} />
              {mode === 'reject' && (
                <Stack gap="xs">
                  <Textarea
                    label="Rejection comments"
                    description="Say what is wrong so it can be corrected."
                    withAsterisk
                    autosize
                    minRows={3}
                    maxLength={1000}
                    value={comments}
                    error={commentsError}
                    onChange={(event) => {
                      setComments(event.currentTarget.value);
                      setCommentsError(null);
                    }}
                    data-autofocus
                  />
                  <Group justify="flex-end">
                    <Button variant="default" onClick={() => setMode('view')}>
                      Cancel
                    </Button>
                    <Button color="red" onClick={reject} loading={busy}>
                      Confirm rejection
                    </Button>
                  </Group>
                </Stack>
              )}
              {mode === 'view' && (
                <Group justify="flex-end">
                  {(canSaveOnly || canSaveApprove) && (
                    <Button variant="default" onClick={() => setMode('edit')}>
                      Edit
                    </Button>
                  )}
                  {canReject && (
                    <Button color="red" variant="light" onClick={() => setMode('reject')}>
                      Reject
                    </Button>
                  )}
                  {reviewer && allowed('approve_and_move') && (
                    <Button
                      color="green"
                      loading={busy}
                      onClick={() => onReview(record, { action: 'approve_and_move' })}
                    >
                      Approve
                    </Button>
                  )}
                </Group>
              )}
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
