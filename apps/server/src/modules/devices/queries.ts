import {
  pageWindow,
  paginationOf,
  type DeviceRecord,
  type ListDevicesData,
  type ListDevicesQuery,
} from '@fm/contracts';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { devices, locations } from '../../db/schema';
import { likePattern } from '../../shared/sql-fragments';
import { deviceRecordColumns } from './records';

const sortColumns = {
  name: devices.name,
  status: devices.status,
  type: devices.type,
  lastUpdated: devices.lastUpdated,
  serialNumber: devices.serialNumber,
  locationId: locations.locationId,
} as const;

/** The device list's order: the chosen column, then the id (a page never shifts on ties). */
function deviceOrder(query: ListDevicesQuery): SQL[] {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const nullsLast = query.sortBy === 'lastUpdated' ? sql` nulls last` : sql``;
  return [sql`${direction(sortColumns[query.sortBy])}${nullsLast}`, asc(devices.id)];
}

/**
 * A page of the organisation's devices and the filtered set's count by status.
 *
 * Every filter is on `devices` itself (the location as its row id, looked up by the caller), so
 * the counts read one table. The page is a deferred join: the ids of the page are found first
 * over the narrow index of the sort (`devices_org_<column>_idx`, ending in the id), skipping the
 * rows before it without building them, and only the page's rows are then joined with their
 * location and shaped. Offset paging built every skipped row (dates as text, the sensor data):
 * page 150 of 50 cost four times the first page (bench/devices-list.ts, decision 039).
 */
export async function selectDevicePage(
  tx: Transaction,
  orgId: number,
  query: ListDevicesQuery,
  locationRowId: string | undefined,
): Promise<ListDevicesData> {
  const search = query.search?.trim();
  const filters: (SQL | undefined)[] = [
    eq(devices.orgId, orgId),
    locationRowId === undefined ? undefined : eq(devices.locationId, locationRowId),
    query.type ? eq(devices.type, query.type) : undefined,
    search
      ? or(
          ilike(devices.name, likePattern(search)),
          ilike(devices.serialNumber, likePattern(search)),
        )
      : undefined,
  ];
  const counts = await tx
    .select({ status: devices.status, count: sql<number>`count(*)::int` })
    .from(devices)
    .where(and(...filters))
    .groupBy(devices.status);
  const summary = { online: 0, offline: 0, pending: 0 };
  for (const row of counts) summary[row.status] = row.count;
  const total = query.status
    ? summary[query.status]
    : summary.online + summary.offline + summary.pending;

  const window = pageWindow(query);
  const order = deviceOrder(query);
  const where = and(...filters, query.status ? eq(devices.status, query.status) : undefined);
  // Sorting by the location's number needs the location; every other sort reads devices alone.
  const ids = (
    query.sortBy === 'locationId'
      ? tx
          .select({ id: devices.id })
          .from(devices)
          .innerJoin(locations, eq(locations.id, devices.locationId))
      : tx.select({ id: devices.id }).from(devices)
  )
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  const rows =
    total <= window.offset
      ? []
      : await tx
          .select(deviceRecordColumns)
          .from(ids)
          .innerJoin(devices, eq(devices.id, ids.id))
          .innerJoin(locations, eq(locations.id, devices.locationId))
          .orderBy(...order);
  return { devices: rows as DeviceRecord[], pagination: paginationOf(total, query), summary };
}
