import {
  emptySensorData,
  pageWindow,
  paginationOf,
  type DeviceRecord,
  type ListDevicesData,
  type ListDevicesQuery,
} from '@fm/contracts';
import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { alerts, devices, locations } from '../../db/schema';
import { notFound } from '../../http/errors';
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

/** A device as the API sends it (with its location); another organisation's, or none: 404. */
export async function findDevice(tx: Transaction, orgId: number, id: string) {
  const [device] = await tx
    .select(deviceRecordColumns)
    .from(devices)
    .innerJoin(locations, eq(locations.id, devices.locationId))
    .where(and(eq(devices.orgId, orgId), eq(devices.id, id)));
  if (!device) throw notFound('Device');
  return device as DeviceRecord;
}

/** Whether the organisation has a device with this serial number. */
export async function serialNumberTaken(tx: Transaction, orgId: number, serialNumber: string) {
  const [taken] = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.orgId, orgId), eq(devices.serialNumber, serialNumber)));
  return taken !== undefined;
}

/** A device just activated: pending until its first reading, with no values yet. */
export async function insertDevice(
  tx: Transaction,
  values: Pick<
    typeof devices.$inferInsert,
    | 'orgId'
    | 'locationId'
    | 'name'
    | 'type'
    | 'serialNumber'
    | 'activatedBy'
    | 'keyHash'
    | 'keyPrefix'
  >,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(devices)
    .values({
      ...values,
      status: 'pending',
      activatedAt: now,
      sensorData: emptySensorData,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: devices.id });
  if (!row) throw new Error('The device was not stored');
  return row.id;
}

/** Replaces the device's key; false when the organisation has no such device. */
export async function updateDeviceKey(
  tx: Transaction,
  orgId: number,
  id: string,
  key: { hash: string; prefix: string },
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(devices)
    .set({ keyHash: key.hash, keyPrefix: key.prefix, updatedAt: now })
    .where(and(eq(devices.orgId, orgId), eq(devices.id, id)))
    .returning({ id: devices.id });
  return row !== undefined;
}

/** Removes the device (its alerts go with it); what it was, or undefined when there was none. */
export async function deleteDeviceRow(tx: Transaction, orgId: number, id: string) {
  const [row] = await tx
    .delete(devices)
    .where(and(eq(devices.orgId, orgId), eq(devices.id, id)))
    .returning({ name: devices.name, serialNumber: devices.serialNumber });
  return row;
}

/**
 * Online devices not heard from since `cutoff`, in every organisation, become offline, each with
 * one offline alert (one open per device: a second is not raised). Answers the devices.
 */
export async function markSilentDevicesOffline(
  tx: Transaction,
  cutoff: Date,
  alert: { raisedAt: Date; message: string },
): Promise<{ id: string; orgId: number }[]> {
  const gone = await tx
    .update(devices)
    .set({ status: 'offline' })
    .where(and(eq(devices.status, 'online'), lt(devices.lastUpdated, cutoff)))
    .returning({ id: devices.id, orgId: devices.orgId });
  if (gone.length === 0) return gone;
  await tx
    .insert(alerts)
    .values(
      gone.map((device) => ({
        orgId: device.orgId,
        deviceId: device.id,
        kind: 'offline' as const,
        severity: 'warning' as const,
        message: alert.message,
        raisedAt: alert.raisedAt,
      })),
    )
    .onConflictDoNothing();
  return gone;
}

/** The devices the simulator sends readings for, in every organisation. */
export const selectSimulatedDevices = (db: Database) =>
  db
    .select({ id: devices.id, orgId: devices.orgId, sensorData: devices.sensorData })
    .from(devices)
    .where(eq(devices.simulated, true));
