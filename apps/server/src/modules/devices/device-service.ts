import type {
  ActivateDeviceBody,
  DeviceRecord,
  DeviceWithKey,
  ListDevicesData,
  ListDevicesQuery,
} from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { inTenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http/errors';
import { auditAndPublish, writeAudit } from '../../shared/audit';
import { findLocation } from '../../shared/location-lookup';
import type { ServiceContext } from '../../shared/service-context';
import { deviceLocationColumns } from './records';
import { deviceEvents } from './events';
import { newDeviceKey } from './keys';
import {
  deleteDeviceRow,
  findDevice,
  insertDevice,
  selectDevicePage,
  serialNumberTaken,
  updateDeviceKey,
} from './queries';

/**
 * A page of the organisation's devices with their location, filtered, searched and sorted in
 * PostgreSQL (10,000 devices cost the counts and one page, deep pages included: queries.ts).
 */
export async function listDevices(
  { db, caller }: ServiceContext,
  query: ListDevicesQuery,
): Promise<ListDevicesData> {
  authorize(caller, 'device:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      const location = await locationFilter(tx, caller.orgId, query.locationId);
      return selectDevicePage(tx, caller.orgId, query, location);
    },
    { readOnly: true },
  );
}

/** A location filter must name one of the organisation's locations (404 otherwise): its row id. */
export async function locationFilter(
  tx: Transaction,
  orgId: number,
  locationId: number | undefined,
): Promise<string | undefined> {
  if (locationId === undefined) return undefined;
  return (await findLocation(tx, orgId, locationId, deviceLocationColumns)).id;
}

export async function getDevice({ db, caller }: ServiceContext, id: string): Promise<DeviceRecord> {
  authorize(caller, 'device:read');
  return inTenant(db, caller.orgId, (tx) => findDevice(tx, caller.orgId, id), { readOnly: true });
}

/**
 * Activates a device into one of the organisation's active locations and hands out its
 * ingestion key, once. A serial number is unique within the organisation (409).
 */
export async function activateDevice(
  ctx: ServiceContext,
  body: ActivateDeviceBody,
): Promise<DeviceWithKey> {
  const { db, caller, platform } = ctx;
  authorize(caller, 'device:manage');
  const key = newDeviceKey();
  return inTenant(db, caller.orgId, async (tx) => {
    const location = await findLocation(tx, caller.orgId, body.locationId, deviceLocationColumns);
    if (location.status !== 'active')
      throw badRequest('Devices can only be activated in an active location');
    if (await serialNumberTaken(tx, caller.orgId, body.serialNumber))
      throw conflict(`A device with serial number ${body.serialNumber} is already activated`);
    const id = await insertDevice(
      tx,
      {
        orgId: caller.orgId,
        locationId: location.id,
        name: body.name,
        type: body.type,
        serialNumber: body.serialNumber,
        activatedBy: caller.email,
        keyHash: key.hash,
        keyPrefix: key.prefix,
      },
      platform.clock.now(),
    );
    await auditAndPublish(
      tx,
      ctx,
      {
        action: 'devices.device.activated',
        entityType: 'device',
        entityId: id,
        changes: { after: { ...body, keyPrefix: key.prefix } },
      },
      { type: deviceEvents.listChanged, data: { deviceId: id }, audience: 'device:read' },
    );
    return { device: await findDevice(tx, caller.orgId, id), key: key.key };
  });
}

/** A new key for the device: the old one is refused from this commit on. */
export async function rotateDeviceKey(ctx: ServiceContext, id: string): Promise<DeviceWithKey> {
  const { db, caller, platform } = ctx;
  authorize(caller, 'device:manage');
  const key = newDeviceKey();
  return inTenant(db, caller.orgId, async (tx) => {
    if (!(await updateDeviceKey(tx, caller.orgId, id, key, platform.clock.now())))
      throw notFound('Device');
    await writeAudit(tx, caller, {
      action: 'devices.device.key-rotated',
      entityType: 'device',
      entityId: id,
      changes: { after: { keyPrefix: key.prefix } },
    });
    return { device: await findDevice(tx, caller.orgId, id), key: key.key };
  });
}

/** Removes the device and its alerts; its readings leave with their partitions (retention). */
export async function deleteDevice(ctx: ServiceContext, id: string): Promise<void> {
  const { db, caller } = ctx;
  authorize(caller, 'device:manage');
  await inTenant(db, caller.orgId, async (tx) => {
    const row = await deleteDeviceRow(tx, caller.orgId, id);
    if (!row) throw notFound('Device');
    await auditAndPublish(
      tx,
      ctx,
      {
        action: 'devices.device.deleted',
        entityType: 'device',
        entityId: id,
        changes: { before: { name: row.name, serialNumber: row.serialNumber } },
      },
      { type: deviceEvents.listChanged, data: { deviceId: id }, audience: 'device:read' },
    );
  });
}
