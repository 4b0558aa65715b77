import type { ListLocationsQuery } from '@fm/contracts';

/** Query keys: everything under `locations`, so one invalidation refreshes every view of them. */
export const locationKeys = {
  all: ['locations'] as const,
  list: (query: ListLocationsQuery) => [...locationKeys.all, 'list', query] as const,
  detail: (ref: string) => [...locationKeys.all, 'detail', ref] as const,
  audit: (ref: string) => [...locationKeys.all, 'audit', ref] as const,
  contacts: (ref: string) => [...locationKeys.all, 'contacts', ref] as const,
};

/** The path reference of a location: its number (the web route's) or its record id. */
export const refPath = (ref: string) => encodeURIComponent(ref);
