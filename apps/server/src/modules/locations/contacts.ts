import type { GetLocationSpocBody, LocationContact } from '@fm/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import { locationContacts, locations } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import type { ServiceContext } from '../context';
import { resolveLocations } from './location-ref';
import { isoText } from './records';

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
      return tx
        .select({
          id: locationContacts.id,
          locationId: locations.locationId,
          locationRecordId: locationContacts.locationId,
          name: locationContacts.name,
          email: locationContacts.email,
          phone: locationContacts.phone,
          designation: locationContacts.designation,
          isPrimary: locationContacts.isPrimary,
          createdAt: isoText(locationContacts.createdAt),
          updatedAt: isoText(locationContacts.updatedAt),
        })
        .from(locationContacts)
        .innerJoin(locations, eq(locations.id, locationContacts.locationId))
        .where(
          and(
            eq(locationContacts.orgId, caller.orgId),
            inArray(
              locationContacts.locationId,
              found.map((location) => location.id),
            ),
          ),
        )
        .orderBy(
          asc(locations.locationId),
          desc(locationContacts.isPrimary),
          asc(locationContacts.name),
        );
    },
    { readOnly: true },
  );
}
