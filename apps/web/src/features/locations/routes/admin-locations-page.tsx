import { can } from '@fm/contracts';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { FeedbackAlert, useFeedback } from '@/components/feedback';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/features/auth';
import { PageLoader } from '@/features/loading';
import {
  AddLocationModal,
  StagedTable,
  useAddStagedLocation,
  useStagedLocations,
} from '@/features/staging';
import { failureMessages, loaderMessages } from '@/lib/messages';
import { useLocations } from '../api/get-locations';
import { AdminLocationTable } from '../components/admin-location-table';
import { LiveLocationDialogs, type OpenDialog } from '../components/live-location-dialogs';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  filterLocations,
  sortLocations,
  toListRow,
} from '../lib/location-list';

function AdminLocationsPage() {
  const { user } = useAuth();
  const role = user?.role;
  const locations = useLocations();
  const staged = useStagedLocations(user?.organizationId ?? undefined);
  const addLocation = useAddStagedLocation();
  const [feedback, setFeedback] = useFeedback();
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  const rows = useMemo(
    () =>
      sortLocations(
        filterLocations((locations.data ?? []).map(toListRow), {
          ...NO_FILTERS,
          search: deferredSearch,
        }),
        DEFAULT_SORT,
      ),
    [locations.data, deferredSearch],
  );
  const waiting = useMemo(
    () => (staged.data?.locations ?? []).filter((record) => record.status !== 'approved'),
    [staged.data],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Manage Locations</Title>
        {can(role, 'location:stage') && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add location
          </Button>
        )}
      </Group>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />

      <Title order={3} size="h4">
        Awaiting approval
      </Title>
      {staged.isPending ? (
        <PageLoader message="Loading staged locations..." />
      ) : staged.isError ? (
        <QueryError
          title={failureMessages.fetchStagedLocations}
          error={staged.error}
          onRetry={() => void staged.refetch()}
        />
      ) : waiting.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing is waiting for approval.
        </Text>
      ) : (
        <StagedTable records={waiting} />
      )}

      <Title order={3} size="h4">
        Live locations
      </Title>
      {locations.isPending ? (
        <PageLoader message={loaderMessages.locations} />
      ) : locations.isError ? (
        <QueryError
          title={failureMessages.fetchActiveLocations}
          error={locations.error}
          onRetry={() => void locations.refetch()}
        />
      ) : (
        <>
          <Group justify="space-between" align="end">
            <TextInput
              label="Search live locations"
              placeholder="Name, address, city or state"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {rows.length} of {locations.data.length} locations
            </Text>
          </Group>
          {rows.length === 0 ? (
            <Text c="dimmed" size="sm">
              {search.trim() === ''
                ? 'No live locations yet.'
                : `No locations match "${search.trim()}".`}
            </Text>
          ) : (
            <AdminLocationTable
              rows={rows}
              role={role}
              onAction={(kind, location) => setDialog({ kind, location })}
            />
          )}
        </>
      )}

      <AddLocationModal
        opened={adding}
        onClose={() => setAdding(false)}
        onSubmit={(data) =>
          addLocation.mutate(data, {
            onSuccess: ({ stagedLocation }) =>
              setFeedback({
                color: 'green',
                title: 'Location added to staging',
                message: `Location ${stagedLocation.locationId} is waiting for approval.`,
              }),
            onError: (error) =>
              setFeedback({
                color: 'red',
                title: 'Failed to add location',
                message: error.message,
              }),
          })
        }
      />
      <LiveLocationDialogs dialog={dialog} onClose={() => setDialog(null)} onDone={setFeedback} />
    </Stack>
  );
}

export default AdminLocationsPage;
