import type { ListLocationsQuery, LocationRecord } from '@fm/contracts';
import { inTenant } from '../../db/tenant';
import type { ServiceContext } from '../context';
import { selectLocations, toLocationRecord } from './queries';

/** The caller's organisation's live locations, optionally of one status, by location number. */
export async function listLocations(
  { db, caller }: ServiceContext,
  query: ListLocationsQuery,
): Promise<LocationRecord[]> {
  const rows = await inTenant(db, caller.orgId, (tx) => selectLocations(tx, caller.orgId, query), {
    readOnly: true,
  });
  return rows.map(toLocationRecord);
}
