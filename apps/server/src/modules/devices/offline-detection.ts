import { offlineAlertMessage } from '@fm/contracts';
import type { Platform } from '../../platform';
import { deviceEvents } from './events';
import { markSilentDevicesOffline } from './queries';

/**
 * Online devices not heard from for `offlineAfterSeconds` become offline, each raising one
 * offline alert (cleared by the device's next reading). Every organisation in one pass.
 */
export async function detectOfflineDevices(
  platform: Platform,
  offlineAfterSeconds: number,
): Promise<number> {
  const cutoff = new Date(platform.clock.now().getTime() - offlineAfterSeconds * 1000);
  return platform.db.transaction(async (tx) => {
    const gone = await markSilentDevicesOffline(tx, cutoff, {
      raisedAt: platform.clock.now(),
      message: offlineAlertMessage(offlineAfterSeconds),
    });
    for (const orgId of new Set(gone.map((device) => device.orgId))) {
      const ids = gone.filter((device) => device.orgId === orgId).map((device) => device.id);
      await platform.events.publish(tx, {
        orgId,
        type: deviceEvents.changed,
        data: { deviceIds: ids.slice(0, 20), status: 'offline' },
        audience: 'device:read',
      });
      await platform.events.publish(tx, {
        orgId,
        type: deviceEvents.alert,
        data: { kind: 'offline' },
        audience: 'device:read',
      });
    }
    return gone.length;
  });
}
