import {
  ListLocationsResponse,
  type ListLocationsQuery,
  type LocationRecord,
  type LocationRefValue,
} from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { OrgMemo } from '../../platform/events/org-memo';
import type { ServiceContext } from '../../shared/service-context';
import type { CachedList, ListCache } from './list-cache';
import { locationListTag, matchesTag } from './list-etag';
import {
  locationsVersion,
  readLocationsVersion,
  selectLocationDirectory,
  selectLocations,
} from './queries';
import { findLocation } from '../../shared/location-lookup';
import { locationRecordColumns } from './records';

export interface LocationList {
  etag: string;
  /** The serialised answer; null when the caller's copy (`If-None-Match`) is current: 304. */
  body: CachedList | null;
}

/**
 * The caller's organisation's live locations, optionally of one status, by location number,
 * serialised (through the response schema) once per version of the list and kept in `cache`.
 * The version comes from `versions` (kept in memory until it changes, decision 045) or one
 * statement behind the tenant walls, so a cached list costs at most that; only a new version
 * reads the rows, in one transaction that reads the version again before the
 * rows: a change committed in between makes the tag older than the rows, never newer, so the
 * worst case is one needless download later.
 */
export async function listLocations(
  { db, caller }: ServiceContext,
  query: ListLocationsQuery,
  {
    ifNoneMatch,
    cache,
    versions,
  }: { ifNoneMatch?: string; cache: ListCache; versions: OrgMemo<number> },
): Promise<LocationList> {
  authorize(caller, 'location:read');
  const current = locationListTag(
    caller.orgId,
    (await versions.get(caller.orgId, () => readLocationsVersion(db, caller.orgId))) ?? 0,
    query,
  );
  if (matchesTag(ifNoneMatch, current)) return { etag: current, body: null };
  const cached = cache.get(current);
  if (cached) return { etag: current, body: cached };
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      const etag = locationListTag(caller.orgId, await locationsVersion(tx, caller.orgId), query);
      const locations = await selectLocations(tx, caller.orgId, query);
      const answer = ListLocationsResponse.encode({ success: true, data: { locations } });
      return { etag, body: cache.put(etag, Buffer.from(JSON.stringify(answer))) };
    },
    { readOnly: true },
  );
}

/** One live location of the caller's organisation, by number or id (and status, if given). */
export async function getLocation(
  { db, caller }: ServiceContext,
  ref: LocationRefValue,
  query: ListLocationsQuery,
): Promise<LocationRecord> {
  authorize(caller, 'location:read');
  const location = await inTenant(
    db,
    caller.orgId,
    (tx) => findLocation(tx, caller.orgId, ref, locationRecordColumns),
    {
      readOnly: true,
    },
  );
  if (query.status && location.status !== query.status) throw notFound('Location');
  return location;
}

export type LocationDirectoryEntry = Awaited<ReturnType<typeof selectLocationDirectory>>[number];

/**
 * The organisation's live locations as names and places only (number, name, nickname, city,
 * state, status): the vocabulary the assistant matches a question's places against.
 */
export async function locationDirectory({
  db,
  caller,
}: ServiceContext): Promise<LocationDirectoryEntry[]> {
  authorize(caller, 'location:read');
  return inTenant(db, caller.orgId, (tx) => selectLocationDirectory(tx, caller.orgId), {
    readOnly: true,
  });
}
