import type { Transaction } from '../../db/client';
import type { Platform } from '../../platform';

/** Live event: a staged location was added, changed, approved or rejected. */
const STAGING_CHANGED = 'staging.staged-location.changed';

export const stagingChanged = (
  platform: Pick<Platform, 'events'>,
  tx: Transaction,
  orgId: number,
  stagedId: string,
) => platform.events.publish(tx, { orgId, type: STAGING_CHANGED, data: { stagedId } });
