import { SIMULATION_TICK_MS } from '@fm/contracts';
import type { Platform } from '../../platform';
import { detectOfflineDevices } from './offline-detection';
import { applyRetention, ensurePartitions, rollUpReadings } from './reading-queries';
import { simulateTick } from './simulation';

const deviceJobs = {
  simulate: 'devices.simulate',
  offline: 'devices.offline',
  rollup: 'devices.rollup',
  partitions: 'devices.partitions',
} as const;

/**
 * The devices module's background work, on the platform's job runner (one process runs each
 * run): the spec's 30 s simulation (a cron job each minute that also queues the half-minute
 * tick), offline detection and the rollups each minute, partitions and retention each hour.
 */
export async function registerDeviceJobs(platform: Platform): Promise<void> {
  const { config, jobs } = platform;
  const ingest = { retentionDays: config.READINGS_RETENTION_DAYS };

  if (jobs.active) await ensurePartitions(platform.db, platform.clock.now(), ingest.retentionDays);

  await jobs.work<{ half?: boolean }>(deviceJobs.simulate, async (data) => {
    if (config.SIMULATOR === 'off') return;
    if (!data.half) {
      await jobs.enqueue(
        null,
        deviceJobs.simulate,
        { half: true },
        {
          startAfter: new Date(Date.now() + SIMULATION_TICK_MS),
          singletonKey: 'half-tick',
          retryLimit: 0,
        },
      );
    }
    await simulateTick(platform, ingest);
  });
  await jobs.work(deviceJobs.offline, async () => {
    await detectOfflineDevices(platform, config.DEVICE_OFFLINE_AFTER_SECONDS);
  });
  await jobs.work(deviceJobs.rollup, async () => {
    await rollUpReadings(platform.db);
  });
  await jobs.work(deviceJobs.partitions, async () => {
    await ensurePartitions(platform.db, platform.clock.now(), ingest.retentionDays);
    await applyRetention(platform.db, ingest.retentionDays);
  });

  if (config.SIMULATOR === 'on') await jobs.schedule(deviceJobs.simulate, '* * * * *');
  await jobs.schedule(deviceJobs.offline, '* * * * *');
  await jobs.schedule(deviceJobs.rollup, '* * * * *');
  await jobs.schedule(deviceJobs.partitions, '7 * * * *');
}
