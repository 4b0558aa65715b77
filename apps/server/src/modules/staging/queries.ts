import type { LocationRecord } from '@fm/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client';
import { auditLog, locations, stagedLocations, type StagedLocationRow } from '../../db/schema';
import { locationRecordColumns } from '../locations';

const LOCATION_ID = 'location_id';

/** The highest location number in use, live or staged (0 for an organisation without any). */
const highestLocationId = (orgId: number) => sql`greatest(
  (select coalesce(max(location_id), 0) from locations where org_id = ${orgId}),
  (select coalesce(max(location_id), 0) from staged_locations where org_id = ${orgId}))`;

/**
 * Takes the organisation's next location number. The counter row is locked until the
 * transaction ends, so concurrent additions queue and each gets its own number. It never
 * falls behind numbers that were written without it (seed, imports): it continues above them.
 */
export async function takeLocationId(tx: Transaction, orgId: number): Promise<number> {
  const result = await tx.execute<{ value: string }>(sql`
    insert into org_counters (org_id, name, value)
    values (${orgId}, ${LOCATION_ID}, ${highestLocationId(orgId)} + 1)
    on conflict (org_id, name)
    do update set value = greatest(org_counters.value + 1, excluded.value)
    returning value`);
  return Number(result.rows[0]!.value);
}

/** The number the next addition would get, without taking it. */
export async function peekLocationId(tx: Transaction, orgId: number): Promise<number> {
  const result = await tx.execute<{ next: string }>(sql`
    select greatest(
      coalesce((select value from org_counters where org_id = ${orgId} and name = ${LOCATION_ID}), 0),
      ${highestLocationId(orgId)}) + 1 as next`);
  return Number(result.rows[0]!.next);
}

/** Adds a staged location and answers its row. */
export async function insertStagedLocation(
  tx: Transaction,
  values: typeof stagedLocations.$inferInsert,
): Promise<StagedLocationRow> {
  const [row] = await tx.insert(stagedLocations).values(values).returning();
  return row!;
}

/** Every staged location of the organisation, newest first. */
export function selectStagedLocations(tx: Transaction, orgId: number) {
  return tx
    .select()
    .from(stagedLocations)
    .where(eq(stagedLocations.orgId, orgId))
    .orderBy(desc(stagedLocations.createdAt), desc(stagedLocations.locationId));
}

/**
 * The staged location, locked until the transaction ends (a second decision on it waits, then
 * sees the first); undefined when the organisation has no such staged location.
 */
export async function lockStagedLocation(
  tx: Transaction,
  orgId: number,
  id: string,
): Promise<StagedLocationRow | undefined> {
  const [row] = await tx
    .select()
    .from(stagedLocations)
    .where(and(eq(stagedLocations.orgId, orgId), eq(stagedLocations.id, id)))
    .for('update');
  return row;
}

/** The user id of whoever added the staged location (the actor of its `staging.staged-location.added` entry). */
export async function selectStagingActorId(
  tx: Transaction,
  orgId: number,
  stagedId: string,
): Promise<string | undefined> {
  const [entry] = await tx
    .select({ actorId: auditLog.actorId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.orgId, orgId),
        eq(auditLog.entityType, 'staged_location'),
        eq(auditLog.entityId, stagedId),
        eq(auditLog.action, 'staging.staged-location.added'),
      ),
    )
    .limit(1);
  return entry?.actorId;
}

/** Writes the changes to the staged location, its `updatedAt` the database's time. */
export async function updateStagedLocation(
  tx: Transaction,
  orgId: number,
  id: string,
  changes: PgUpdateSetSource<typeof stagedLocations>,
): Promise<StagedLocationRow> {
  const [updated] = await tx
    .update(stagedLocations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(stagedLocations.orgId, orgId), eq(stagedLocations.id, id)))
    .returning();
  return updated!;
}

/**
 * The live copy of an approved staged location: same number and address, named after its
 * nickname (else its building), approved (not yet active), an office like in the combined list.
 * A live location with the same number already there fails on the unique key (23505).
 */
export async function insertLiveLocation(
  tx: Transaction,
  staged: StagedLocationRow,
  by: string,
): Promise<LocationRecord> {
  const [live] = await tx
    .insert(locations)
    .values({
      orgId: staged.orgId,
      locationId: staged.locationId,
      name: staged.locationNickname ?? staged.buildingName,
      locationNickname: staged.locationNickname,
      state: staged.state,
      city: staged.city,
      pinCode: staged.pinCode,
      country: staged.country,
      district: staged.district,
      zone: staged.zone,
      colony: staged.colony,
      street: staged.street,
      plotNo: staged.plotNo,
      sector: staged.sector,
      buildingName: staged.buildingName,
      buildingWing: staged.buildingWing,
      floor: staged.floor,
      officeUnit: staged.officeUnit,
      latitude: staged.latitude,
      longitude: staged.longitude,
      locationType: 'office',
      status: 'approved',
      createdBy: by,
      updatedBy: by,
    })
    .returning(locationRecordColumns);
  return live!;
}
