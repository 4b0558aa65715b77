import type {
  ListPestControlQuery,
  ListSchedulesQuery,
  PestControlRecord,
  PestControlSchedule,
} from '@fm/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  max,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  locations,
  organizations,
  pestControlFiles,
  pestControlRecords,
  pestControlSchedules,
  vendors,
  type PestControlRecordRow,
  type PestControlScheduleRow,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import type { z } from 'zod';

/** Records with their files and vendor names, in the API's shape, in the order given. */
export async function toRecords(
  tx: Transaction,
  orgId: number,
  rows: PestControlRecordRow[],
): Promise<PestControlRecord[]> {
  if (rows.length === 0) return [];
  const files = await tx
    .select()
    .from(pestControlFiles)
    .where(
      and(
        eq(pestControlFiles.orgId, orgId),
        inArray(
          pestControlFiles.recordId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(pestControlFiles.uploadedAt), asc(pestControlFiles.fileName));
  const vendorIds = [...new Set(rows.map((row) => row.vendorId).filter((id) => id !== null))];
  const names = new Map(
    vendorIds.length
      ? (
          await tx
            .select({ id: vendors.id, name: vendors.name })
            .from(vendors)
            .where(and(eq(vendors.orgId, orgId), inArray(vendors.id, vendorIds)))
        ).map((vendor) => [vendor.id, vendor.name])
      : [],
  );
  return rows.map((row) => ({
    id: row.id,
    consolePestControlId: row.consolePestControlId,
    locationId: row.locationId,
    locationName: row.locationName,
    serviceDate: row.serviceDate,
    serviceTime: row.serviceTime,
    serviceType: row.serviceType,
    comments: row.comments,
    orgId: row.orgId,
    vendorId: row.vendorId,
    vendorName: row.vendorId ? (names.get(row.vendorId) ?? null) : null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    deactivatedBy: row.deactivatedBy,
    deactivationReason: row.deactivationReason,
    reportFiles: files
      .filter((file) => file.recordId === row.id)
      .map((file) => ({
        fileName: file.fileName,
        s3Key: file.s3Key,
        fileType: file.fileType,
        fileSize: file.fileSize,
        uploadedAt: file.uploadedAt.toISOString(),
      })),
  }));
}

export const toSchedule = (row: PestControlScheduleRow): PestControlSchedule => ({
  id: row.id,
  orgId: row.orgId,
  locationId: row.locationId,
  locationName: row.locationName,
  scheduleDate: row.scheduleDate,
  status: row.status,
  serviceType: row.serviceType,
  notes: row.notes,
  vendorId: row.vendorId,
  completedDate: row.completedDate,
  completedBy: row.completedBy,
  pestControlRecordId: row.pestControlRecordId,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One record of the organisation within the caller's scope, or 404. */
export async function findRecord(
  tx: Transaction,
  orgId: number,
  where: SQL,
  scope: SQL | undefined,
  { forUpdate = false, includeDeleted = false } = {},
): Promise<PestControlRecordRow> {
  const query = tx
    .select()
    .from(pestControlRecords)
    .where(
      and(
        eq(pestControlRecords.orgId, orgId),
        where,
        scope,
        includeDeleted ? undefined : isNull(pestControlRecords.deactivatedAt),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Pest control record');
  return row;
}

type ScheduleValues = typeof pestControlSchedules.$inferInsert;

export async function insertSchedule(
  tx: Transaction,
  values: ScheduleValues,
): Promise<PestControlScheduleRow> {
  const [row] = await tx.insert(pestControlSchedules).values(values).returning();
  return row!;
}

/** A page of the schedules not deleted, by date, with the total; `scope` narrows to a vendor. */
export async function selectSchedulePage(
  tx: Transaction,
  orgId: number,
  scope: SQL | undefined,
  query: Pick<
    z.output<typeof ListSchedulesQuery>,
    'locationId' | 'status' | 'startDate' | 'endDate' | 'serviceType' | 'limit' | 'offset'
  >,
): Promise<{ rows: PestControlScheduleRow[]; total: number }> {
  const s = pestControlSchedules;
  const where = and(
    eq(s.orgId, orgId),
    isNull(s.deletedAt),
    scope,
    query.locationId ? eq(s.locationId, query.locationId) : undefined,
    query.status ? eq(s.status, query.status) : undefined,
    query.startDate ? gte(s.scheduleDate, query.startDate) : undefined,
    query.endDate ? lte(s.scheduleDate, query.endDate) : undefined,
    query.serviceType ? eq(s.serviceType, query.serviceType) : undefined,
  );
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(s).where(where);
  const rows = await tx
    .select()
    .from(s)
    .where(where)
    .orderBy(asc(s.scheduleDate), asc(s.locationId), asc(s.createdAt), asc(s.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total };
}

/** A schedule not deleted, locked until the transaction ends; undefined when there is none. */
export async function lockSchedule(
  tx: Transaction,
  orgId: number,
  id: string,
  scope: SQL | undefined,
): Promise<PestControlScheduleRow | undefined> {
  const [row] = await tx
    .select()
    .from(pestControlSchedules)
    .where(
      and(
        eq(pestControlSchedules.orgId, orgId),
        eq(pestControlSchedules.id, id),
        isNull(pestControlSchedules.deletedAt),
        scope,
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function updateScheduleRow(
  tx: Transaction,
  id: string,
  set: Partial<ScheduleValues>,
): Promise<PestControlScheduleRow> {
  const [row] = await tx
    .update(pestControlSchedules)
    .set(set)
    .where(eq(pestControlSchedules.id, id))
    .returning();
  return row!;
}

export async function deleteScheduleRow(tx: Transaction, id: string): Promise<void> {
  await tx.delete(pestControlSchedules).where(eq(pestControlSchedules.id, id));
}

/** Locations that count: live and not set inactive (approved or active). */
const ACTIVE_STATUSES = ['approved', 'active'] as const;

/** The live locations in use (approved or active) of the status report, by number. */
export function selectStatusLocations(
  tx: Transaction,
  orgId: number,
  filters: { state?: string; locationId?: number },
) {
  return tx
    .select({
      locationId: locations.locationId,
      name: locations.name,
      locationNickname: locations.locationNickname,
      city: locations.city,
      state: locations.state,
    })
    .from(locations)
    .where(
      and(
        eq(locations.orgId, orgId),
        inArray(locations.status, [...ACTIVE_STATUSES]),
        filters.state ? eq(locations.state, filters.state) : undefined,
        filters.locationId ? eq(locations.locationId, filters.locationId) : undefined,
      ),
    )
    .orderBy(asc(locations.locationId));
}

/** The last service date of each location in each month (`YYYY-MM`) between the two dates. */
export function selectLastServiceByMonth(
  tx: Transaction,
  orgId: number,
  scope: SQL | undefined,
  filters: { from: string; to: string; serviceType?: string; locationId?: number },
) {
  const month = sql<string>`to_char(${pestControlRecords.serviceDate}, 'YYYY-MM')`;
  return tx
    .select({
      locationId: pestControlRecords.locationId,
      month,
      last: max(pestControlRecords.serviceDate),
    })
    .from(pestControlRecords)
    .where(
      and(
        eq(pestControlRecords.orgId, orgId),
        isNull(pestControlRecords.deactivatedAt),
        scope,
        gte(pestControlRecords.serviceDate, filters.from),
        lte(pestControlRecords.serviceDate, filters.to),
        filters.serviceType ? eq(pestControlRecords.serviceType, filters.serviceType) : undefined,
        filters.locationId ? eq(pestControlRecords.locationId, filters.locationId) : undefined,
      ),
    )
    .groupBy(pestControlRecords.locationId, month);
}

/** The id of the organisation's record with this console id, if any (deleted ones too). */
export async function selectRecordId(
  tx: Transaction,
  orgId: number,
  consolePestControlId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .select({ id: pestControlRecords.id })
    .from(pestControlRecords)
    .where(
      and(
        eq(pestControlRecords.orgId, orgId),
        eq(pestControlRecords.consolePestControlId, consolePestControlId),
      ),
    )
    .limit(1);
  return row;
}

/** Attaches files to a record; a key attached already fails on the unique index (23505). */
export async function insertFiles(
  tx: Transaction,
  rows: (typeof pestControlFiles.$inferInsert)[],
): Promise<void> {
  await tx.insert(pestControlFiles).values(rows);
}

/** One file of a record, by its storage key; undefined when the record has no such file. */
export async function selectRecordFile(
  tx: Transaction,
  orgId: number,
  recordId: string,
  s3Key: string,
) {
  const [row] = await tx
    .select()
    .from(pestControlFiles)
    .where(
      and(
        eq(pestControlFiles.orgId, orgId),
        eq(pestControlFiles.recordId, recordId),
        eq(pestControlFiles.s3Key, s3Key),
      ),
    )
    .limit(1);
  return row;
}

/** Every organisation's id (the owner's connection: the clean-up walks them all). */
export async function selectEveryOrgId(db: Database): Promise<{ id: number }[]> {
  return db.select({ id: organizations.id }).from(organizations);
}

/** Which of these storage keys are attached to a record of the organisation. */
export async function selectAttachedKeys(
  db: Database,
  orgId: number,
  keys: string[],
): Promise<string[]> {
  const rows = await db
    .select({ key: pestControlFiles.s3Key })
    .from(pestControlFiles)
    .where(and(eq(pestControlFiles.orgId, orgId), inArray(pestControlFiles.s3Key, keys)));
  return rows.map((row) => row.key);
}

type RecordValues = typeof pestControlRecords.$inferInsert;

/** Adds a record; a console id taken already fails on the unique index (23505). */
export async function insertRecord(
  tx: Transaction,
  values: RecordValues,
): Promise<PestControlRecordRow> {
  const [row] = await tx.insert(pestControlRecords).values(values).returning();
  if (!row) throw new Error('The record was not inserted');
  return row;
}

export async function updateRecordRow(
  tx: Transaction,
  id: string,
  set: Partial<RecordValues>,
): Promise<PestControlRecordRow> {
  const [row] = await tx
    .update(pestControlRecords)
    .set(set)
    .where(eq(pestControlRecords.id, id))
    .returning();
  return row!;
}

export interface RecordFilters {
  startDate?: string;
  endDate?: string;
  locationId?: number;
  serviceType?: string;
}

/** The conditions of a list of records; `scope` narrows to a vendor's company. */
export function recordConditions(
  orgId: number,
  scope: SQL | undefined,
  filters: RecordFilters,
  includeDeleted: boolean,
): SQL {
  return and(
    eq(pestControlRecords.orgId, orgId),
    scope,
    includeDeleted ? undefined : isNull(pestControlRecords.deactivatedAt),
    filters.startDate ? gte(pestControlRecords.serviceDate, filters.startDate) : undefined,
    filters.endDate ? lte(pestControlRecords.serviceDate, filters.endDate) : undefined,
    filters.locationId ? eq(pestControlRecords.locationId, filters.locationId) : undefined,
    filters.serviceType ? eq(pestControlRecords.serviceType, filters.serviceType) : undefined,
  )!;
}

const sortColumns = {
  serviceDate: pestControlRecords.serviceDate,
  createdAt: pestControlRecords.createdAt,
  locationId: pestControlRecords.locationId,
  locationName: pestControlRecords.locationName,
  serviceType: pestControlRecords.serviceType,
} as const;

/** A page of the records `where` selects, in the asked order, with their total. */
export async function selectRecordPage(
  tx: Transaction,
  where: SQL,
  order: Pick<z.output<typeof ListPestControlQuery>, 'sortBy' | 'sortOrder'>,
  window: { offset: number; limit: number },
): Promise<{ rows: PestControlRecordRow[]; total: number }> {
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(pestControlRecords)
    .where(where);
  const direction = order.sortOrder === 'asc' ? asc : desc;
  const rows = await tx
    .select()
    .from(pestControlRecords)
    .where(where)
    .orderBy(
      direction(sortColumns[order.sortBy]),
      direction(pestControlRecords.serviceDate),
      direction(pestControlRecords.serviceTime),
      direction(pestControlRecords.createdAt),
      asc(pestControlRecords.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total };
}

/** Services per location among the records `where` selects, by location number. */
export function selectServicesByLocation(tx: Transaction, where: SQL) {
  return tx
    .select({
      locationId: pestControlRecords.locationId,
      locationName: max(pestControlRecords.locationName),
      services: count(),
      lastServiceDate: max(pestControlRecords.serviceDate),
    })
    .from(pestControlRecords)
    .where(where)
    .groupBy(pestControlRecords.locationId)
    .orderBy(asc(pestControlRecords.locationId));
}

/** The latest records `where` selects, newest service first. */
export function selectLatestRecords(tx: Transaction, where: SQL, limit: number) {
  return tx
    .select()
    .from(pestControlRecords)
    .where(where)
    .orderBy(
      desc(pestControlRecords.serviceDate),
      desc(pestControlRecords.serviceTime),
      desc(pestControlRecords.createdAt),
    )
    .limit(limit);
}
