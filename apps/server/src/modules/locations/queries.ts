import type { ListLocationsQuery, LocationRecord } from '@fm/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { readInTenant } from '../../db/tenant';
import { locations, orgCounters } from '../../db/schema';
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
export const LOCATIONS_VERSION = 'locations_version';

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
