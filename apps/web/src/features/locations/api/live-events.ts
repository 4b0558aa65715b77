import type { LiveEventMap } from '@/lib/live-events';
import { locationKeys } from './keys';

/** Live events that make this feature's queries stale (the server's `locations.location.changed`). */
export const locationLiveEvents: LiveEventMap = {
  'locations.location.changed': [locationKeys.all],
};
