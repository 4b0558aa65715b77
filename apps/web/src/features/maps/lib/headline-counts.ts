import { liveLocationCounts, type LiveLocationCounts } from '@fm/contracts';
import type { MappableLocation } from './locations-geojson';

/** The lifecycle's counts (decision 051), the states covered, and each status for the legend. */
export interface HeadlineCounts extends LiveLocationCounts {
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
  return { ...liveLocationCounts(locations), states: states.size, byStatus };
}
