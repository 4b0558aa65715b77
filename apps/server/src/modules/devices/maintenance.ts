import { simulateReading, offlineAlertMessage, type SensorData } from '@fm/contracts';
import { and, eq, lt } from 'drizzle-orm';
import { alerts, devices } from '../../db/schema';
import type { Platform } from '../../platform';
import { deviceEvents } from './events';
import { ingestForDevice, type IngestOptions } from './ingest';

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
    const gone = await tx
      .update(devices)
      .set({ status: 'offline' })
      .where(and(eq(devices.status, 'online'), lt(devices.lastUpdated, cutoff)))
      .returning({ id: devices.id, orgId: devices.orgId });
    if (gone.length === 0) return 0;
    const now = platform.clock.now();
    await tx
      .insert(alerts)
      .values(
        gone.map((device) => ({
          orgId: device.orgId,
          deviceId: device.id,
          kind: 'offline' as const,
          severity: 'warning' as const,
          message: offlineAlertMessage(offlineAfterSeconds),
          raisedAt: now,
        })),
      )
      .onConflictDoNothing();
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

/**
 * One tick of the spec's simulation: every simulated device gets a reading within the spec's
 * clamps, through the same ingestion path as a real device (so one that went offline while the
 * server was down comes back online with it). Devices that send their own readings are never
 * simulated.
 */
export async function simulateTick(
  platform: Platform,
  options: IngestOptions,
  random: () => number = Math.random,
): Promise<number> {
  const online = await platform.db
    .select({ id: devices.id, orgId: devices.orgId, sensorData: devices.sensorData })
    .from(devices)
    .where(eq(devices.simulated, true));
  // All at once: the ingestion writer stores an organisation's readings in one transaction.
  const results = await Promise.allSettled(
    online.map((device) =>
      ingestForDevice(
        platform,
        { id: device.id, orgId: device.orgId, keyHash: null },
        [simulateReading(device.sensorData as SensorData, random)],
        options,
      ),
    ),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0)
    platform.logger.warn(
      { err: failed[0]!.reason, failed: failed.length },
      'simulated readings could not be stored',
    );
  return online.length - failed.length;
}
