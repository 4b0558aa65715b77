import { simulateReading, type SensorData } from '@fm/contracts';
import type { Platform } from '../../platform';
import { ingestForDevice, type IngestOptions } from './ingest';
import { selectSimulatedDevices } from './queries';

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
  const online = await selectSimulatedDevices(platform.db);
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
