import { randomUUID } from 'node:crypto';
import type {
  AddPestControlFilesBody,
  AddPestControlWithFilesBody,
  CreatePestControlBody,
  DeletePestControlBody,
  ListPestControlQuery,
} from '@fm/contracts';
import {
  currentMonthIn,
  FUTURE_SERVICE_MESSAGE,
  monthRange,
  paginationOf,
  pageWindow,
  type ListPestControlData,
  type LocationDayData,
  type PestControlMonthlyStats,
  type PestControlRecord,
} from '@fm/contracts';
import type { z } from 'zod';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import type { PestControlRecordRow } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { conflict, invalidField } from '../../http/errors';
import { writeAudit } from '../../shared/audit';
import { findNamedLocation } from '../../shared/location-lookup';
import { orgTimeZone, orgToday } from '../../shared/org-time';
import type { ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { attachFiles } from './file-service';
import {
  findRecord,
  insertRecord,
  recordConditions,
  selectLatestRecords,
  selectRecordPage,
  selectServicesByLocation,
  toRecords,
  updateRecordRow,
  type RecordFilters,
} from './queries';
import { isVendor, recordScope, vendorOf } from './scope';

type Out<T extends z.ZodType> = z.output<T>;
type CreateInput = Out<typeof CreatePestControlBody>;
type CreateWithFilesInput = Out<typeof AddPestControlWithFilesBody>;

/**
 * `POST /vendor/pest-control` and `add-pest-control-with-files`: a record (and its files) of a
 * visit made today or earlier in the organisation's time zone.
 */
export async function createRecord(
  ctx: ServiceContext,
  input: CreateInput | CreateWithFilesInput,
): Promise<PestControlRecord> {
  const { db, caller, platform } = ctx;
  authorize(caller, 'pest-control:record');
  assertOwnOrg(caller, input.orgId);
  return inTenant(db, caller.orgId, async (tx) => {
    const location = await findNamedLocation(tx, caller.orgId, input.locationId);
    if (input.serviceDate > (await orgToday(tx, caller.orgId, platform.clock.now())))
      throw invalidField('serviceDate', FUTURE_SERVICE_MESSAGE);
    let row: PestControlRecordRow;
    try {
      row = await insertRecord(tx, {
        orgId: caller.orgId,
        consolePestControlId: input.consolePestControlId ?? randomUUID(),
        locationId: location.locationId,
        locationName: location.displayName,
        serviceDate: input.serviceDate,
        serviceTime: input.serviceTime,
        serviceType: input.serviceType,
        comments: input.comments || null,
        vendorId: vendorOf(caller),
        createdBy: caller.email,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('A pest control record with this consolePestControlId exists');
      throw error;
    }
    if ('reportFiles' in input) await attachFiles(tx, ctx, row, input.reportFiles);
    await writeAudit(tx, caller, {
      action: 'pest-control.record.created',
      entityType: 'pest-control-record',
      entityId: row.id,
      changes: {
        locationId: row.locationId,
        serviceDate: row.serviceDate,
        serviceType: row.serviceType,
        files: 'reportFiles' in input ? input.reportFiles.length : 0,
      },
    });
    const [record] = await toRecords(tx, caller.orgId, [row]);
    return record!;
  });
}

/** `add-pest-control-files`: more uploaded files for an existing record. */
export async function addRecordFiles(
  ctx: ServiceContext,
  input: Out<typeof AddPestControlFilesBody>,
): Promise<PestControlRecord> {
  const { db, caller } = ctx;
  authorize(caller, 'pest-control:record');
  assertOwnOrg(caller, input.orgId);
  return inTenant(db, caller.orgId, async (tx) => {
    const row = await findRecord(
      tx,
      caller.orgId,
      { consolePestControlId: input.consolePestControlId },
      recordScope(caller),
      { forUpdate: true },
    );
    await attachFiles(tx, ctx, row, input.reportFiles);
    await updateRecordRow(tx, row.id, { updatedAt: new Date() });
    await writeAudit(tx, caller, {
      action: 'pest-control.record.files-added',
      entityType: 'pest-control-record',
      entityId: row.id,
      changes: { files: input.reportFiles.map((file) => file.fileName) },
    });
    const [record] = await toRecords(tx, caller.orgId, [{ ...row, updatedAt: new Date() }]);
    return record!;
  });
}

/** The conditions of the caller's records: their organisation and, for a vendor, company. */
const callerRecords = (
  caller: ServiceContext['caller'],
  filters: RecordFilters,
  includeDeleted: boolean,
) => recordConditions(caller.orgId, recordScope(caller), filters, includeDeleted);

/** `GET /vendor/pest-control`: a page of records, and the month's statistics when asked. */
export async function listRecords(
  { db, caller, platform }: ServiceContext,
  query: Out<typeof ListPestControlQuery>,
): Promise<ListPestControlData> {
  authorize(caller, 'pest-control:read');
  assertOwnOrg(caller, query.orgId);
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      if (query.locationId) await findNamedLocation(tx, caller.orgId, query.locationId);
      const includeDeleted = query.includeDeleted === 'true' && !isVendor(caller);
      const { rows, total } = await selectRecordPage(
        tx,
        callerRecords(caller, query, includeDeleted),
        query,
        pageWindow(query),
      );
      let monthlyStats: PestControlMonthlyStats | null = null;
      if (query.statsType === 'monthly') {
        const current = currentMonthIn(await orgTimeZone(tx, caller.orgId), platform.clock.now());
        const period = { year: query.year ?? current.year, month: query.month ?? current.month };
        monthlyStats = await monthStats(tx, caller, period, query);
      }
      return {
        records: await toRecords(tx, caller.orgId, rows),
        pagination: paginationOf(total, query),
        monthlyStats,
      };
    },
    { readOnly: true },
  );
}

async function monthStats(
  tx: Transaction,
  caller: ServiceContext['caller'],
  period: { year: number; month: number },
  filters: RecordFilters,
): Promise<PestControlMonthlyStats> {
  const range = monthRange(period);
  const rows = await selectServicesByLocation(
    tx,
    callerRecords(
      caller,
      { locationId: filters.locationId, serviceType: filters.serviceType, ...range },
      false,
    ),
  );
  const locationBreakdown = rows.map((row) => ({
    locationId: row.locationId,
    locationName: row.locationName,
    services: Number(row.services),
    lastServiceDate: row.lastServiceDate ?? range.startDate,
  }));
  return {
    month: period.month,
    year: period.year,
    totalServices: locationBreakdown.reduce((sum, row) => sum + row.services, 0),
    locationsServiced: locationBreakdown.length,
    locationBreakdown,
  };
}

/** `DELETE /vendor/pest-control/{id}`: a soft delete; files, schedule links and history stay. */
export async function deleteRecord(
  { db, caller }: ServiceContext,
  id: string,
  input: Out<typeof DeletePestControlBody>,
): Promise<PestControlRecord> {
  authorize(caller, 'pest-control:record');
  assertOwnOrg(caller, input.orgId);
  return inTenant(db, caller.orgId, async (tx) => {
    await findRecord(tx, caller.orgId, { id: id }, recordScope(caller), {
      forUpdate: true,
    });
    const now = new Date();
    const row = await updateRecordRow(tx, id, {
      deactivatedAt: now,
      deactivatedBy: caller.email,
      deactivationReason: input.deactivationReason,
      updatedAt: now,
    });
    await writeAudit(tx, caller, {
      action: 'pest-control.record.deleted',
      entityType: 'pest-control-record',
      entityId: id,
      changes: { reason: input.deactivationReason },
    });
    const [record] = await toRecords(tx, caller.orgId, [row]);
    return record!;
  });
}

/**
 * One location's records on a day (the detail screen; deleted ones too for the organisation),
 * or without a date its latest live ones (the location dashboard).
 */
export async function locationDay(
  { db, caller }: ServiceContext,
  locationId: number,
  { date, limit }: { date?: string; limit: number },
): Promise<LocationDayData> {
  authorize(caller, 'pest-control:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      const location = await findNamedLocation(tx, caller.orgId, locationId);
      const rows = await selectLatestRecords(
        tx,
        callerRecords(
          caller,
          { locationId, startDate: date, endDate: date },
          date !== undefined && !isVendor(caller),
        ),
        date ? 100 : limit,
      );
      return {
        location: {
          locationId: location.locationId,
          name: location.displayName,
          city: location.city,
          state: location.state,
        },
        records: await toRecords(tx, caller.orgId, rows),
      };
    },
    { readOnly: true },
  );
}
