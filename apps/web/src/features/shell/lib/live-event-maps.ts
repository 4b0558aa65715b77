import { workforceLiveEvents } from '@/features/workforce';
import { deviceLiveEvents } from '@/features/devices';
import { locationLiveEvents } from '@/features/locations';
import { stagingLiveEvents } from '@/features/staging';
import type { LiveEventMap } from '@/lib/live-events';

/**
 * Every feature's live events (event type -> the queries it makes stale), applied by the one
 * stream the shell keeps open. A feature with live data adds its map here (decision 021).
 */
export const liveEventMaps: readonly LiveEventMap[] = [
  locationLiveEvents,
  stagingLiveEvents,
  deviceLiveEvents,
  workforceLiveEvents,
];
