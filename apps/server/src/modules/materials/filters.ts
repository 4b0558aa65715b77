import type { Transaction } from '../../db/client';
import { locations } from '../../db/schema';
import { findLocation } from '../../shared/location-lookup';
import { findItem } from './queries';

/** A location or item a list is filtered by must be the organisation's: 404 otherwise. */
export async function checkFilters(
  tx: Transaction,
  orgId: number,
  filters: { locationId?: number; itemId?: string },
) {
  if (filters.locationId !== undefined)
    await findLocation(tx, orgId, filters.locationId, { id: locations.id });
  if (filters.itemId !== undefined) await findItem(tx, orgId, filters.itemId);
}
