import type { MappableLocation } from './locations-geojson';

/**
 * The side list's filter: a case-insensitive substring of the name, address, state or city,
 * like the header search; at most `limit` results so ten thousand rows never reach the DOM.
 */
export function searchLocations<T extends MappableLocation>(
  locations: readonly T[],
  text: string,
  limit: number,
): { results: T[]; total: number } {
  const needle = text.trim().toLocaleLowerCase();
  const matches = needle
    ? locations.filter((location) =>
        [location.displayName, location.fullAddress, location.state, location.city].some((field) =>
          field?.toLocaleLowerCase().includes(needle),
        ),
      )
    : locations;
  return { results: matches.slice(0, limit), total: matches.length };
}
