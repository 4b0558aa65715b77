import type { GetLocationSpocBody, LocationContact } from '@fm/contracts';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import type { ServiceContext } from '../../shared/service-context';
import { resolveLocations } from '../../shared/location-lookup';
import { selectContacts } from './queries';

/**
 * `POST /getLocationSPOC`: the single points of contact of one location or several, primary
 * first, by location number. Every named location must be the organisation's (else 404).
 */
export async function getLocationContacts(
  { db, caller }: ServiceContext,
  body: GetLocationSpocBody,
): Promise<LocationContact[]> {
  authorize(caller, 'location:read');
  assertOwnOrg(caller, body.orgId);
  const refs = body.locationIds ?? (body.locationId === undefined ? [] : [body.locationId]);
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      const found = await resolveLocations(tx, caller.orgId, refs);
      return selectContacts(
        tx,
        caller.orgId,
        found.map((location) => location.id),
      );
    },
    { readOnly: true },
  );
}
