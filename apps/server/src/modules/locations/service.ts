import type { ListLocationsQuery, LocationRecord, LocationRefValue } from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../context';
import { findLocation } from './location-ref';
import { selectLocations } from './queries';

/** The caller's organisation's live locations, optionally of one status, by location number. */
export async function listLocations(
  { db, caller }: ServiceContext,
  query: ListLocationsQuery,
): Promise<LocationRecord[]> {
  authorize(caller, 'location:read');
  return inTenant(db, caller.orgId, (tx) => selectLocations(tx, caller.orgId, query), {
    readOnly: true,
  });
}

/** One live location of the caller's organisation, by number or id (and status, if given). */
export async function getLocation(
  { db, caller }: ServiceContext,
  ref: LocationRefValue,
  query: ListLocationsQuery,
): Promise<LocationRecord> {
  authorize(caller, 'location:read');
  const location = await inTenant(db, caller.orgId, (tx) => findLocation(tx, caller.orgId, ref), {
    readOnly: true,
  });
  if (query.status && location.status !== query.status) throw notFound('Location');
  return location;
}
