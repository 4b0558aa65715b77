import { deviceLiveEvents } from '@/features/devices';
import { locationLiveEvents } from '@/features/locations';
import { stagingLiveEvents } from '@/features/staging';
import { workforceLiveEvents } from '@/features/workforce';
import type { LiveEventMap } from '@/lib/live-events';

/**
 * Every feature's live events (event type -> the queries it makes stale), applied by the one
 * stream the app frame keeps open (`app-frame.tsx`). A feature with live data adds its map here
 * (decision 021).
 */
export const liveEventMaps: readonly LiveEventMap[] = [
  locationLiveEvents,
  stagingLiveEvents,
  deviceLiveEvents,
  workforceLiveEvents,
];
