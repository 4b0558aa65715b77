import { Button, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { PageLoader } from '@/features/loading';
import { loaderMessages } from '@/lib/messages';
import { useLocations } from '../api/get-locations';
import { LocationListTable } from '../components/location-list-table';
import { LocationListToolbar } from '../components/location-list-toolbar';
import { readListParams, writeListParams } from '../lib/list-params';
import {
  NO_FILTERS,
  filterChoices,
  filterLocations,
  sortLocations,
  toListRow,
  type LocationListFilters,
  type LocationListSort,
} from '../lib/location-list';

const noun = (count: number) => (count === 1 ? 'location' : 'locations');

function LocationsPage() {
  const locations = useLocations();
  const [params, setParams] = useSearchParams();
  const { filters, sort } = readListParams(params);
  // Typing stays instant; filtering 10,000 rows follows a moment later if it has to.
  const deferredFilters = useDeferredValue(filters);

  const rows = useMemo(() => (locations.data ?? []).map(toListRow), [locations.data]);
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const { search, state, status, type } = deferredFilters;
  const { sortBy, sortOrder } = sort;
  const shown = useMemo(
    () =>
      sortLocations(filterLocations(rows, { search, state, status, type }), {
        sortBy,
        sortOrder,
      }),
    [rows, search, state, status, type, sortBy, sortOrder],
  );

  const update = (nextFilters: LocationListFilters, nextSort = sort) =>
    setParams((current) => writeListParams(current, nextFilters, nextSort), { replace: true });
  const onSort = (next: LocationListSort) => update(filters, next);
  const clear = () => update(NO_FILTERS);

  return (
    <Stack gap="md">
      <Title order={2}>Locations</Title>
      {locations.isPending ? (
        <PageLoader message={loaderMessages.locations} />
      ) : locations.isError ? (
        <QueryError
          title="Could not load locations"
          error={locations.error}
          onRetry={() => void locations.refetch()}
        />
      ) : (
        <>
          <LocationListToolbar
            filters={filters}
            choices={choices}
            onChange={(next) => update(next)}
            onClear={clear}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {shown.length === rows.length
              ? `${rows.length} ${noun(rows.length)}`
              : `Showing ${shown.length} of ${rows.length} ${noun(rows.length)}`}
          </Text>
          {rows.length === 0 ? (
            <EmptyState
              title="No locations yet"
              text="Locations appear here once they are approved."
            />
          ) : shown.length === 0 ? (
            <EmptyState
              title={emptyText(filters)}
              action={
                <Button variant="light" onClick={clear}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <LocationListTable rows={shown} sort={sort} onSort={onSort} />
          )}
        </>
      )}
    </Stack>
  );
}

function emptyText(filters: LocationListFilters): string {
  const search = filters.search.trim();
  const others = filters.state !== null || filters.status !== null || filters.type !== null;
  if (search === '') return 'No locations match these filters.';
  return others
    ? `No locations match "${search}" with these filters.`
    : `No locations match "${search}".`;
}

export default LocationsPage;
