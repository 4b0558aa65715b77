import { randomUUID } from 'node:crypto';
import {
  BILL_FILE_TYPES,
  MAX_BILL_FILE_BYTES,
  esgUnits,
  paginationOf,
  toBaseUnit,
  type EsgBillBody,
  type EsgBillUploadBody,
  type ListEsgBillsQuery,
} from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { locations } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { fileKey, orgPrefix, safeFileName } from '../../platform/storage';
import { writeAudit } from '../../shared/audit';
import { findLocation } from '../../shared/location-lookup';
import type { ServiceContext } from '../../shared/service-context';
import {
  deleteBill as removeBill,
  findBill,
  findOverlappingBill,
  insertBill,
  listBills as selectBills,
  toBillRecord,
  updateBill as changeBill,
} from './queries';
import { esgChanged } from './events';

// Bills and manual entries: what a location consumed over a billing period, with its document.

const UPLOAD_TTL_SECONDS = 15 * 60;
const DOWNLOAD_TTL_SECONDS = 5 * 60;
const billPrefix = (orgId: number) => `${orgPrefix(orgId)}esg/bills/`;

const invalid = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `Invalid request - ${path}: ${message}`, [
    { path: `body.${path}`, message },
  ]);

/** The checks zod cannot make alone: the unit of this resource, the period, overlaps, the file. */
async function checkedValues(
  tx: Transaction,
  { caller, platform }: ServiceContext,
  body: EsgBillBody,
  exceptId?: string,
) {
  const location = await findLocation(
    tx,
    caller.orgId,
    body.locationId,
    { id: locations.id },
    { forUpdate: true },
  );
  const baseQuantity = toBaseUnit(body.resource, body.quantity, body.unit);
  if (baseQuantity === undefined)
    throw invalid(
      'unit',
      `must be one of ${Object.keys(esgUnits[body.resource]).join(', ')} for ${body.resource}`,
    );
  if (body.periodEnd < body.periodStart)
    throw invalid('periodEnd', 'must not be before periodStart');
  const overlapping = await findOverlappingBill(
    tx,
    {
      locationId: location.id,
      resource: body.resource,
      periodStart: body.periodStart,
      periodEnd: body.periodEnd,
    },
    exceptId,
  );
  if (overlapping)
    throw invalid(
      'periodStart',
      `overlaps the ${body.resource} bill of ${overlapping.periodStart} to ${overlapping.periodEnd} for this location`,
    );
  if (body.fileKey) {
    const prefix = billPrefix(caller.orgId);
    if (!body.fileKey.startsWith(prefix) || body.fileKey.slice(prefix.length).includes('/'))
      throw invalid('fileKey', 'is not a file uploaded for a bill');
    const stored = await platform.storage.stat(body.fileKey);
    if (!stored) throw invalid('fileKey', 'the file was not uploaded');
    if (!(BILL_FILE_TYPES as readonly string[]).includes(stored.contentType))
      throw invalid('fileKey', 'only PDF and image files can be attached');
  }
  return {
    locationId: location.id,
    resource: body.resource,
    kind: body.kind,
    periodStart: body.periodStart,
    periodEnd: body.periodEnd,
    quantity: body.quantity,
    unit: body.unit,
    baseQuantity,
    cost: body.cost ?? null,
    reference: body.reference ?? null,
    fileKey: body.fileKey ?? null,
    fileName: body.fileKey ? (body.fileName ?? body.fileKey.split('/').pop()!) : null,
  };
}

export async function createBill(ctx: ServiceContext, body: EsgBillBody) {
  authorize(ctx.caller, 'esg:enter');
  return inTenant(ctx.db, ctx.caller.orgId, async (tx) => {
    const values = await checkedValues(tx, ctx, body);
    const id = await insertBill(tx, {
      ...values,
      orgId: ctx.caller.orgId,
      createdBy: ctx.caller.email,
    });
    await writeAudit(tx, ctx.caller, {
      action: 'esg.bill.created',
      entityType: 'esg-bill',
      entityId: id,
      changes: { after: { ...values, locationId: body.locationId } },
    });
    await esgChanged(ctx, tx);
    return toBillRecord((await findBill(tx, ctx.caller.orgId, id))!);
  });
}

export async function updateBill(ctx: ServiceContext, id: string, body: EsgBillBody) {
  authorize(ctx.caller, 'esg:enter');
  return inTenant(ctx.db, ctx.caller.orgId, async (tx) => {
    const before = await findBill(tx, ctx.caller.orgId, id, true);
    if (!before) throw notFound('Bill');
    const values = await checkedValues(tx, ctx, body, id);
    await changeBill(tx, id, values);
    await writeAudit(tx, ctx.caller, {
      action: 'esg.bill.updated',
      entityType: 'esg-bill',
      entityId: id,
      changes: { before: toBillRecord(before), after: { ...values, locationId: body.locationId } },
    });
    await esgChanged(ctx, tx);
    return toBillRecord((await findBill(tx, ctx.caller.orgId, id))!);
  });
}

export async function deleteBill(ctx: ServiceContext, id: string) {
  authorize(ctx.caller, 'esg:enter');
  return inTenant(ctx.db, ctx.caller.orgId, async (tx) => {
    const before = await findBill(tx, ctx.caller.orgId, id, true);
    if (!before) throw notFound('Bill');
    await removeBill(tx, id);
    await writeAudit(tx, ctx.caller, {
      action: 'esg.bill.deleted',
      entityType: 'esg-bill',
      entityId: id,
      changes: { before: toBillRecord(before) },
    });
    await esgChanged(ctx, tx);
    return { id };
  });
}

export async function listBills(ctx: ServiceContext, query: ListEsgBillsQuery) {
  authorize(ctx.caller, 'esg:read');
  return inTenant(
    ctx.db,
    ctx.caller.orgId,
    async (tx) => {
      if (query.locationId !== undefined)
        await findLocation(tx, ctx.caller.orgId, query.locationId, { id: locations.id });
      const { rows, total } = await selectBills(tx, ctx.caller.orgId, query);
      return { bills: rows.map(toBillRecord), pagination: paginationOf(total, query) };
    },
    { readOnly: true },
  );
}

/** A presigned POST for a bill's document, under the organisation's bills prefix. */
export async function billUploadUrl(ctx: ServiceContext, body: EsgBillUploadBody) {
  authorize(ctx.caller, 'esg:enter');
  await inTenant(
    ctx.db,
    ctx.caller.orgId,
    (tx) => findLocation(tx, ctx.caller.orgId, body.locationId, { id: locations.id }),
    { readOnly: true },
  );
  const key = fileKey(
    ctx.caller.orgId,
    'esg',
    'bills',
    `${randomUUID().slice(0, 8)}-${safeFileName(body.fileName)}`,
  );
  const upload = await ctx.platform.storage.presignUpload({
    key,
    contentType: body.fileType,
    maxBytes: MAX_BILL_FILE_BYTES,
    expiresInSeconds: UPLOAD_TTL_SECONDS,
  });
  return { ...upload, expiresAt: upload.expiresAt.toISOString(), fileKey: key };
}

/** A short-lived link to a bill's document. */
export async function billFileUrl(ctx: ServiceContext, id: string) {
  authorize(ctx.caller, 'esg:read');
  const bill = await inTenant(
    ctx.db,
    ctx.caller.orgId,
    (tx) => findBill(tx, ctx.caller.orgId, id),
    {
      readOnly: true,
    },
  );
  if (!bill?.bill.fileKey) throw notFound('Bill document');
  const downloadUrl = await ctx.platform.storage.presignDownload(bill.bill.fileKey, {
    expiresInSeconds: DOWNLOAD_TTL_SECONDS,
    fileName: bill.bill.fileName ?? undefined,
  });
  const expiresAt = new Date(ctx.platform.clock.now().getTime() + DOWNLOAD_TTL_SECONDS * 1000);
  return {
    downloadUrl,
    expiresAt: expiresAt.toISOString(),
    fileName: bill.bill.fileName ?? 'bill',
  };
}
