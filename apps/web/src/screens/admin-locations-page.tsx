import { Group, Stack, Title } from '@mantine/core';
import { FeedbackAlert, useFeedback } from '@/components/feedback';
import { ManageLiveLocations } from '@/features/locations';
import { AddLocationButton, AwaitingApproval } from '@/features/staging';

/**
 * `/admin/locations`: adding a location to staging, the staged ones awaiting approval (staging)
 * and the live ones with their edit, status and delete dialogs (locations), with one place for
 * what an action did.
 */
export default function AdminLocationsPage() {
  const [feedback, setFeedback] = useFeedback();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Manage Locations</Title>
        <AddLocationButton onDone={setFeedback} />
      </Group>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <AwaitingApproval />
      <ManageLiveLocations onDone={setFeedback} />
    </Stack>
  );
}
