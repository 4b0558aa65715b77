import type { LiveEventMap } from '@/lib/live-events';
import { alertKeys } from './alerts';
import { deviceKeys } from './devices';

/**
 * The server's device events and the queries they make stale: a reading or a status change
 * refreshes the device lists (and charts), an alert change the alert lists and the bell, and a
 * device added or removed also the locations' device counts.
 */
export const deviceLiveEvents: LiveEventMap = {
  'devices.changed': [deviceKeys.all],
  'devices.list-changed': [deviceKeys.all, ['locations']],
  'alerts.changed': [alertKeys.all, deviceKeys.all],
};
