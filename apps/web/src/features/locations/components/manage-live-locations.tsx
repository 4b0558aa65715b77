import { Group, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Feedback } from '@/components/feedback';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/features/auth';
import { PageLoader } from '@/features/loading';
import { failureMessages, loaderMessages } from '@/lib/messages';
import { useLocations } from '../api/get-locations';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  filterLocations,
  sortLocations,
  toListRow,
} from '../lib/location-list';
import { AdminLocationTable } from './admin-location-table';
import { LiveLocationDialogs, type OpenDialog } from './live-location-dialogs';

/**
 * Admin locations' live part: the live locations with a search, and the edit, status and delete
 * dialogs of each row; what a dialog did is reported through `onDone`.
 */
export function ManageLiveLocations({ onDone }: { onDone: (feedback: Feedback) => void }) {
  const { user } = useAuth();
  const role = user?.role;
  const locations = useLocations();
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

  return (
    <>
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
      <LiveLocationDialogs dialog={dialog} onClose={() => setDialog(null)} onDone={onDone} />
    </>
  );
}
