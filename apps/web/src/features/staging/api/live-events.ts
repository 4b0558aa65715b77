import type { LiveEventMap } from '@/lib/live-events';
import { stagedLocationKeys } from './keys';

/** Live events that make the staged list stale (added, corrected, approved, rejected). */
export const stagingLiveEvents: LiveEventMap = {
  'staging.staged-location.changed': [stagedLocationKeys.all],
};
