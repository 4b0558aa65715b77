import { UNATTACHED_UPLOAD_MAX_AGE_HOURS } from '@fm/contracts';
import type { Platform } from '../../platform';
import { selectAttachedKeys, selectEveryOrgId } from './file-queries';
import { reportRoot } from './file-service';

const CLEANUP_UPLOADS_JOB = 'pest-control.cleanup-uploads';
/** Every hour, at minute 17 (away from the top of the hour, when other schedules run). */
const CLEANUP_UPLOADS_CRON = '17 * * * *';

/**
 * Removes report files that were uploaded but never attached to a record (the browser uploads
 * before the record is created; a closed tab or a failed save leaves them behind), once they are
 * older than 24 hours: far beyond the upload form's 15 minutes, so a save in progress never
 * loses its file. Runs as the table owner across organisations; answers how many it removed.
 */
export async function cleanUnattachedUploads(
  { db, storage, clock, logger }: Pick<Platform, 'db' | 'storage' | 'clock' | 'logger'>,
  now: Date = clock.now(),
): Promise<number> {
  const cutoff = now.getTime() - UNATTACHED_UPLOAD_MAX_AGE_HOURS * 3_600_000;
  const orgs = await selectEveryOrgId(db);
  let removed = 0;
  for (const { id: orgId } of orgs) {
    const old = (await storage.list(reportRoot(orgId))).filter(
      (file) => file.lastModified.getTime() < cutoff,
    );
    for (let start = 0; start < old.length; start += 500) {
      const batch = old.slice(start, start + 500).map((file) => file.key);
      const attached = new Set(await selectAttachedKeys(db, orgId, batch));
      for (const key of batch)
        if (!attached.has(key)) {
          await storage.delete(key);
          removed += 1;
        }
    }
  }
  if (removed) logger.info({ removed }, 'removed pest control uploads that no record took');
  return removed;
}

/** The module's background work: the hourly clean-up of uploads never attached. */
export async function registerPestControlJobs(platform: Platform): Promise<void> {
  await platform.jobs.work(CLEANUP_UPLOADS_JOB, async () => {
    await cleanUnattachedUploads(platform);
  });
  await platform.jobs.schedule(CLEANUP_UPLOADS_JOB, CLEANUP_UPLOADS_CRON);
}
