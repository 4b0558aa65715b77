import type { Transaction } from '../../db/client';
import type { Platform } from '../../platform';

/** Live event: a live location was added, changed or removed (browsers re-fetch the list). */
const LOCATIONS_CHANGED = 'locations.location.changed';

export const locationsChanged = (
  platform: Pick<Platform, 'events'>,
  tx: Transaction,
  orgId: number,
  locationId: string,
) => platform.events.publish(tx, { orgId, type: LOCATIONS_CHANGED, data: { locationId } });
