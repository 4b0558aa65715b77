import { Button, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/features/loading';
import { useLocations } from '../api/get-locations';
import { LocationListTable } from '../components/location-list-table';
import { LocationListToolbar } from '../components/location-list-toolbar';
import { QueryError } from '../components/query-error';
import {
  NO_FILTERS,
  filterChoices,
  filterLocations,
  sortLocations,
  toListRow,
  type LocationListFilters,
  type LocationSortKey,
} from '../lib/location-list';
import { readListParams, writeListParams } from '../lib/list-params';

const noun = (count: number) => (count === 1 ? 'location' : 'locations');

export function LocationsPage() {
  const locations = useLocations();
  const [params, setParams] = useSearchParams();
  const { filters, sort } = readListParams(params);
  // Typing stays instant; filtering 10,000 rows follows a moment later if it has to.
  const deferredFilters = useDeferredValue(filters);

  const rows = useMemo(() => (locations.data ?? []).map(toListRow), [locations.data]);
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const { search, state, status, type } = deferredFilters;
  const { key: sortKey, direction } = sort;
  const shown = useMemo(
    () =>
      sortLocations(filterLocations(rows, { search, state, status, type }), {
        key: sortKey,
        direction,
      }),
    [rows, search, state, status, type, sortKey, direction],
  );

  const update = (nextFilters: LocationListFilters, nextSort = sort) =>
    setParams((current) => writeListParams(current, nextFilters, nextSort), { replace: true });
  const onSort = (key: LocationSortKey) =>
    update(filters, {
      key,
      direction: sort.key === key && sort.direction === 'asc' ? 'desc' : 'asc',
    });
  const clear = () => update(NO_FILTERS);

  return (
    <Stack gap="md">
      <Title order={2}>Locations</Title>
      {locations.isPending ? (
        <PageLoader message="Loading locations..." />
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
            <Text c="dimmed" ta="center" py="xl">
              No locations yet. Locations appear here once they are approved.
            </Text>
          ) : shown.length === 0 ? (
            <Stack align="center" gap="xs" py="xl">
              <Text>{emptyText(filters)}</Text>
              <Button variant="light" onClick={clear}>
                Clear filters
              </Button>
            </Stack>
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
