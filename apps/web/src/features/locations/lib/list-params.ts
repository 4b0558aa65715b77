import { locationStatuses, type LocationStatus } from '@fm/contracts';
import {
  DEFAULT_SORT,
  locationSortKeys,
  type LocationListFilters,
  type LocationListSort,
  type LocationSortKey,
} from './location-list';

/*
 * The list's state lives in the URL (`?search=&state=&status=&type=&sort=&dir=`), so a link from
 * the header search ('View all N results') or a shared link opens the same view. Defaults are
 * left out of the URL.
 */

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

const text = (value: string | null) => (value === null || value.trim() === '' ? null : value);

export function readListParams(params: URLSearchParams): {
  filters: LocationListFilters;
  sort: LocationListSort;
} {
  return {
    filters: {
      search: params.get('search') ?? '',
      state: text(params.get('state')),
      status: oneOf<LocationStatus>(params.get('status'), locationStatuses),
      type: text(params.get('type')),
    },
    sort: {
      sortBy: oneOf<LocationSortKey>(params.get('sort'), locationSortKeys) ?? DEFAULT_SORT.sortBy,
      sortOrder: params.get('dir') === 'desc' ? 'desc' : 'asc',
    },
  };
}

/** The parameters for a view; keeps any other parameter already in the URL. */
export function writeListParams(
  current: URLSearchParams,
  filters: LocationListFilters,
  sort: LocationListSort,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  set('search', filters.search);
  set('state', filters.state);
  set('status', filters.status);
  set('type', filters.type);
  set('sort', sort.sortBy === DEFAULT_SORT.sortBy ? null : sort.sortBy);
  set('dir', sort.sortOrder === 'asc' ? null : sort.sortOrder);
  return next;
}
