import type { Platform } from '../../platform';
import { inTenant } from '../../db/tenant';
import { orgTimeZone } from '../../shared/org-time';
import { selectOrganizationIds } from './meter-queries';
import { foldIfFree } from './report-service';

/**
 * Every ten minutes, each organisation's new meter readings are folded into their days and
 * months (the report also folds before it answers), well within the raw readings' 30 days.
 */
export async function registerEsgJobs(platform: Platform): Promise<void> {
  await platform.jobs.work('esg.fold-meters', async () => {
    for (const orgId of await selectOrganizationIds(platform.db)) {
      await inTenant(platform.db, orgId, async (tx) =>
        foldIfFree(tx, orgId, await orgTimeZone(tx, orgId), platform.clock.now()),
      );
    }
  });
  await platform.jobs.schedule('esg.fold-meters', '*/10 * * * *');
}
