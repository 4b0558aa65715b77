import type { AuditEntryRecord, ListLocationsQuery, LocationRecord } from '@fm/contracts';
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { readInTenant } from '../../db/tenant';
import {
  auditLog,
  locationContacts,
  locations,
  orgCounters,
  stagedLocations,
} from '../../db/schema';
import { isoText } from '../../shared/sql-fragments';
import { locationRecordColumns } from './records';

export function selectLocations(tx: Transaction, orgId: number, query: ListLocationsQuery) {
  return tx
    .select(locationRecordColumns)
    .from(locations)
    .where(
      and(
        eq(locations.orgId, orgId),
        query.status ? eq(locations.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(locations.locationId));
}

/** Bumped by a trigger on every statement that changes the organisation's live locations. */
const LOCATIONS_VERSION = 'locations_version';

export async function locationsVersion(tx: Transaction, orgId: number): Promise<number> {
  const [row] = await tx
    .select({ value: orgCounters.value })
    .from(orgCounters)
    .where(and(eq(orgCounters.orgId, orgId), eq(orgCounters.name, LOCATIONS_VERSION)));
  return row?.value ?? 0;
}

/** The same version in one statement of its own (readInTenant): what every list request reads. */
export async function readLocationsVersion(db: Database, orgId: number): Promise<number> {
  const [row] = await readInTenant<{ value: string }>(
    db,
    orgId,
    sql`select value from org_counters where org_id = ${orgId} and name = ${LOCATIONS_VERSION}`,
  );
  return row ? Number(row.value) : 0;
}

/** The contacts that go with a location when it is deleted (they cascade). */
export async function countContacts(tx: Transaction, locationRecordId: string): Promise<number> {
  const result = await tx.execute<{ count: number }>(
    sql`select count(*)::int as count from location_contacts where location_id = ${locationRecordId}`,
  );
  return result.rows[0]?.count ?? 0;
}

/** Writes the changes to a live location, its `updatedAt` the database's time; answers it. */
export async function updateLocationRow(
  tx: Transaction,
  orgId: number,
  id: string,
  set: Partial<typeof locations.$inferInsert>,
): Promise<LocationRecord> {
  const [after] = await tx
    .update(locations)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(locations.orgId, orgId), eq(locations.id, id)))
    .returning(locationRecordColumns);
  return after!;
}

/** Removes a live location (its contacts cascade). */
export async function deleteLocationRow(tx: Transaction, orgId: number, id: string) {
  await tx.delete(locations).where(and(eq(locations.orgId, orgId), eq(locations.id, id)));
}

/** The contacts of these live locations (record ids), by location number, primary first. */
export function selectContacts(tx: Transaction, orgId: number, locationRecordIds: string[]) {
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
        eq(locationContacts.orgId, orgId),
        inArray(locationContacts.locationId, locationRecordIds),
      ),
    )
    .orderBy(
      asc(locations.locationId),
      desc(locationContacts.isPrimary),
      asc(locationContacts.name),
    );
}

const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  entityType: sql<AuditEntryRecord['entityType']>`${auditLog.entityType}`,
  entityId: auditLog.entityId,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  changes: auditLog.changes,
  createdAt: isoText(auditLog.createdAt),
};

/** Selects the entries of a live location and of the staged location it was approved from. */
export async function trailCondition(tx: Transaction, orgId: number, locationRecordId: string) {
  const staged = await tx
    .select({ id: stagedLocations.id })
    .from(stagedLocations)
    .where(
      and(eq(stagedLocations.orgId, orgId), eq(stagedLocations.masterLocationId, locationRecordId)),
    );
  return and(
    eq(auditLog.orgId, orgId),
    or(
      and(eq(auditLog.entityType, 'location'), eq(auditLog.entityId, locationRecordId)),
      staged.length > 0
        ? and(
            eq(auditLog.entityType, 'staged_location'),
            inArray(
              auditLog.entityId,
              staged.map((row) => row.id),
            ),
          )
        : undefined,
    ),
  );
}

/** The newest entries of a trail, at most `limit`. */
export function selectTrailEntries(tx: Transaction, where: SQL | undefined, limit: number) {
  return tx
    .select(entryColumns)
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** Every entry of a trail that set a status (the status history's steps). */
export function selectStatusSteps(tx: Transaction, where: SQL | undefined) {
  return tx
    .select(entryColumns)
    .from(auditLog)
    .where(and(where, isNotNull(sql`${auditLog.changes} -> 'after' ->> 'status'`)));
}

/** Every live location's number, names and place, by number: what the assistant matches against. */
export function selectLocationDirectory(tx: Transaction, orgId: number) {
  return tx
    .select({
      locationId: locations.locationId,
      name: locations.name,
      locationNickname: locations.locationNickname,
      city: locations.city,
      state: locations.state,
      status: locations.status,
    })
    .from(locations)
    .where(eq(locations.orgId, orgId))
    .orderBy(asc(locations.locationId));
}
