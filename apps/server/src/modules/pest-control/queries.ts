import type { ListPestControlQuery, PestControlRecord } from '@fm/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, max, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import {
  pestControlFiles,
  pestControlRecords,
  vendors,
  type PestControlRecordRow,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { toRecord } from './records';

// The records' SQL (their files: file-queries.ts; schedules: schedule-queries.ts; the period
// status: status-queries.ts).

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
  return rows.map((row) =>
    toRecord(
      row,
      files.filter((file) => file.recordId === row.id),
      row.vendorId ? (names.get(row.vendorId) ?? null) : null,
    ),
  );
}

/** A record named by its row id or by its console id (`PC-...`). */
export type RecordRef = { id: string } | { consolePestControlId: string };

/** One record of the organisation within the caller's scope, or 404. */
export async function findRecord(
  tx: Transaction,
  orgId: number,
  ref: RecordRef,
  scope: SQL | undefined,
  { forUpdate = false, includeDeleted = false } = {},
): Promise<PestControlRecordRow> {
  const query = tx
    .select()
    .from(pestControlRecords)
    .where(
      and(
        eq(pestControlRecords.orgId, orgId),
        'id' in ref
          ? eq(pestControlRecords.id, ref.id)
          : eq(pestControlRecords.consolePestControlId, ref.consolePestControlId),
        scope,
        includeDeleted ? undefined : isNull(pestControlRecords.deactivatedAt),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Pest control record');
  return row;
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
