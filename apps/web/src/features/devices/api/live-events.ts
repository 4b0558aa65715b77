import type { LiveEventMap } from '@/lib/live-events';
import { locationKeys } from '@/features/locations';
import { alertKeys, deviceKeys } from './keys';

/**
 * The server's device events and the queries they make stale: a reading or a status change
 * refreshes the device lists (and charts), an alert change the alert lists and the bell, and a
 * device added or removed also the locations' device counts.
 */
export const deviceLiveEvents: LiveEventMap = {
  'devices.device.changed': [deviceKeys.all],
  'devices.device-list.changed': [deviceKeys.all, locationKeys.all],
  'devices.alert.changed': [alertKeys.all, deviceKeys.all],
};
