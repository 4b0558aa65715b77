import type { LocationStatus, LocationView } from '@fm/contracts';
import type { TableSort } from '@/components/table-columns';

/*
 * The locations list's search, filters and sorting, as pure functions over the derived views so
 * they can be tested without a screen and run over 10,000 rows in a few milliseconds.
 */

/** A row of the list: the view, which carries the location's device count. */
export type LocationListRow = LocationView;

export const locationSortKeys = ['name', 'state', 'city', 'status', 'devices'] as const;
export type LocationSortKey = (typeof locationSortKeys)[number];

export interface LocationListFilters {
  search: string;
  state: string | null;
  status: LocationStatus | null;
  type: string | null;
}

export type LocationListSort = TableSort<LocationSortKey>;

/** Spec section 9: the default sort is by name, ascending. */
export const DEFAULT_SORT: LocationListSort = { sortBy: 'name', sortOrder: 'asc' };
export const NO_FILTERS: LocationListFilters = {
  search: '',
  state: null,
  status: null,
  type: null,
};

export const toListRow = (view: LocationView): LocationListRow => view;

/**
 * Case-insensitive substring match over what a person reads in the row: name, composed address,
 * state, city, and the location number. The header search matches name, address and state; the
 * list's box finds the same rows and a few more.
 */
function matchesSearch(row: LocationListRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [row.displayName, row.fullAddress, row.state, row.city, String(row.locationId)].some(
    (text) => typeof text === 'string' && text.toLowerCase().includes(needle),
  );
}

export function filterLocations(
  rows: readonly LocationListRow[],
  filters: LocationListFilters,
): LocationListRow[] {
  return rows.filter(
    (row) =>
      (filters.state === null || row.state === filters.state) &&
      (filters.status === null || row.status === filters.status) &&
      (filters.type === null || row.locationType === filters.type) &&
      matchesSearch(row, filters.search),
  );
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const sortText: Record<Exclude<LocationSortKey, 'devices'>, (row: LocationListRow) => string> = {
  name: (row) => row.displayName,
  state: (row) => row.state ?? '',
  city: (row) => row.city ?? '',
  status: (row) => row.status,
};

/**
 * A new array in the chosen order. Blank values go last whichever the direction; ties fall back
 * to the name, then the location number, so the order never depends on the server's.
 */
export function sortLocations(
  rows: readonly LocationListRow[],
  { sortBy: key, sortOrder: direction }: LocationListSort,
): LocationListRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: LocationListRow, b: LocationListRow) =>
    collator.compare(a.displayName, b.displayName) || a.locationId - b.locationId;
  return [...rows].sort((a, b) => {
    if (key === 'devices') return sign * (a.deviceCount - b.deviceCount) || byName(a, b);
    const left = sortText[key](a);
    const right = sortText[key](b);
    if (left === '' && right !== '') return 1;
    if (right === '' && left !== '') return -1;
    return (
      sign * collator.compare(left, right) ||
      (key === 'name' ? 0 : byName(a, b)) ||
      a.locationId - b.locationId
    );
  });
}

/** The distinct states and location types present, sorted, for the filter menus. */
export function filterChoices(rows: readonly LocationListRow[]): {
  states: string[];
  types: string[];
} {
  const states = new Set<string>();
  const types = new Set<string>();
  for (const row of rows) {
    if (row.state) states.add(row.state);
    if (row.locationType) types.add(row.locationType);
  }
  return {
    states: [...states].sort(collator.compare),
    types: [...types].sort(collator.compare),
  };
}

export const hasActiveFilters = (filters: LocationListFilters) =>
  filters.search.trim() !== '' ||
  filters.state !== null ||
  filters.status !== null ||
  filters.type !== null;
