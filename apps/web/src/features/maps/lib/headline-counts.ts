import type { MappableLocation } from './locations-geojson';

export interface HeadlineCounts {
  total: number;
  active: number;
  inactive: number;
  /** Distinct states, compared without case or surrounding spaces; blanks do not count. */
  states: number;
  /** Locations per status, for the legend. */
  byStatus: Record<string, number>;
}

export function headlineCounts(
  locations: readonly Pick<MappableLocation, 'status' | 'state'>[],
): HeadlineCounts {
  const byStatus: Record<string, number> = {};
  const states = new Set<string>();
  for (const { status, state } of locations) {
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    const key = state?.trim().toLocaleLowerCase();
    if (key) states.add(key);
  }
  return {
    total: locations.length,
    active: byStatus.active ?? 0,
    inactive: byStatus.inactive ?? 0,
    states: states.size,
    byStatus,
  };
}
