import {
  fefoOrder,
  isExpired,
  pickBatches,
  quantityFitsUnit,
  roundQuantity,
  type AdjustmentBody,
  type DisposalBody,
  type IssueBody,
  type ListMovementsData,
  type ListMovementsQuery,
  type MaterialUnit,
  type MovementsWrittenData,
  type ReceiptBody,
  type ReverseMovementBody,
} from '@fm/contracts';
import type { z } from 'zod';
import { authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import type { MaterialBatchRow, MaterialItemRow } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { conflict, notFound } from '../../http/errors';
import { findNamedLocation } from '../../shared/location-lookup';
import { orgTimeZone, orgToday } from '../../shared/org-time';
import type { ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { vendorServesLocation } from '../../shared/vendor-locations';
import {
  appendToPair,
  fieldError,
  notEnough,
  openPair,
  type LedgerLine,
  type LowStockNotice,
  type OpenPair,
} from './ledger';
import {
  findBatch,
  findBatchByCode,
  findMovement,
  insertBatch,
  selectMovementPage,
  selectMovements,
} from './ledger-queries';
import { mailLowStock } from './low-stock-mail';
import { findItem } from './queries';
import { toMovement } from './records';
import { assertVendorMayMove, isVendor } from './scope';
import { checkFilters } from './filters';
import { lockBatchBalances } from './stock-queries';
import { stockLineOf } from './stock-service';

type Out<T extends z.ZodType> = z.output<T>;

/**
 * The item and location of a movement, checked: both the organisation's (404 otherwise), the
 * quantity in the item's unit, and a vendor only with chemicals at locations they serve.
 */
async function movementTarget(
  tx: Transaction,
  { caller }: ServiceContext,
  input: { itemId: string; locationId: number; quantity: number },
  field = 'quantity',
) {
  const { item } = await findItem(tx, caller.orgId, input.itemId);
  const location = await findNamedLocation(tx, caller.orgId, input.locationId);
  assertVendorMayMove(caller, item);
  if (isVendor(caller) && !(await vendorServesLocation(tx, caller, location.locationId)))
    throw notFound('Location');
  if (!quantityFitsUnit(input.quantity, item.unit as MaterialUnit))
    throw fieldError(field, `must be a whole number of ${item.unit}s`);
  return { item, location };
}

/** The item's batch named by id: the organisation's (404), of this item (400). */
async function batchOfItem(
  tx: Transaction,
  orgId: number,
  item: MaterialItemRow,
  batchId: string,
  field = 'batchId',
): Promise<MaterialBatchRow> {
  const batch = await findBatch(tx, orgId, batchId);
  if (batch.itemId !== item.id)
    throw fieldError(field, `is a batch of another item, not of ${item.name}`);
  return batch;
}

const notBatchTracked = (item: MaterialItemRow) =>
  fieldError('batchId', `must not be given: ${item.name} is not batch-tracked`);

/** The movements just written and the pair after them, as the API answers a change. */
async function written(
  tx: Transaction,
  orgId: number,
  pair: OpenPair,
  ids: number[],
): Promise<MovementsWrittenData> {
  const rows = await selectMovements(tx, orgId, ids);
  return {
    movements: rows.map(toMovement),
    stock: await stockLineOf(tx, orgId, pair.item.id, pair.locationId),
  };
}

/** Runs one change of the ledger and, after commit, mails the low-stock notice it raised. */
async function change(
  ctx: ServiceContext,
  work: (tx: Transaction) => Promise<{ data: MovementsWrittenData; notice: LowStockNotice | null }>,
): Promise<MovementsWrittenData> {
  const { data, notice } = await inTenant(ctx.db, ctx.caller.orgId, work);
  if (notice) await mailLowStock(ctx.platform, ctx.caller.orgId, [notice]);
  return data;
}

/** The batch a receipt adds to: named by id, or by a code (new codes carry their expiry). */
async function receiptBatch(
  tx: Transaction,
  ctx: ServiceContext,
  item: MaterialItemRow,
  input: Out<typeof ReceiptBody>,
): Promise<string | null> {
  const orgId = ctx.caller.orgId;
  if (!item.batchTracked) {
    if (input.batchId || input.batchCode || input.expiresOn) throw notBatchTracked(item);
    return null;
  }
  const today = await orgToday(tx, orgId, ctx.platform.clock.now());
  let batch: MaterialBatchRow | undefined;
  if (input.batchId) batch = await batchOfItem(tx, orgId, item, input.batchId);
  else if (input.batchCode) {
    batch = await findBatchByCode(tx, orgId, item.id, input.batchCode);
    if (batch && input.expiresOn && batch.expiresOn !== input.expiresOn)
      throw fieldError(
        'expiresOn',
        `does not match batch ${batch.code}, which expires on ${batch.expiresOn ?? 'no date'}`,
      );
    if (!batch) {
      if (!input.expiresOn && item.category === 'chemical')
        throw fieldError('expiresOn', 'is required for a new batch of a chemical');
      if (input.expiresOn && isExpired(input.expiresOn, today))
        throw fieldError('expiresOn', 'is in the past: an expired batch cannot be received');
      batch = await insertBatch(tx, {
        orgId,
        itemId: item.id,
        code: input.batchCode,
        expiresOn: input.expiresOn ?? null,
        createdBy: ctx.caller.email,
      });
    }
  } else throw fieldError('batchCode', `is required: ${item.name} is batch-tracked`);
  if (batch.expiresOn && isExpired(batch.expiresOn, today))
    throw conflict(`Batch ${batch.code} expired on ${batch.expiresOn}: it cannot be received`);
  return batch.id;
}

/** `POST /api/materials/receipts`: stock arrives (admins and vendors). */
export async function receive(
  ctx: ServiceContext,
  input: Out<typeof ReceiptBody>,
): Promise<MovementsWrittenData> {
  authorize(ctx.caller, 'material:move');
  return change(ctx, async (tx) => {
    const { item, location } = await movementTarget(tx, ctx, input);
    if (item.archivedAt) throw conflict(`${item.name} is archived: restore it to receive stock`);
    const batchId = await receiptBatch(tx, ctx, item, input);
    const pair = await openPair(tx, ctx.caller.orgId, item, location);
    const { ids, notice } = await appendToPair(tx, ctx, pair, [
      { type: 'receipt', quantity: input.quantity, batchId, note: input.note },
    ]);
    return { data: await written(tx, ctx.caller.orgId, pair, ids), notice };
  });
}

/**
 * The lines that take `quantity` out of a pair: for a batch-tracked item from the named batch or
 * first-expiry-first-out; expired batches only when `allowExpired` (disposals, which take them
 * first). Refuses (409) what the pair or the batch does not hold.
 */
async function takeOut(
  tx: Transaction,
  ctx: ServiceContext,
  pair: OpenPair,
  quantity: number,
  line: Omit<LedgerLine, 'quantity' | 'batchId'>,
  options: { batchId?: string; allowExpired?: boolean } = {},
): Promise<LedgerLine[]> {
  const orgId = ctx.caller.orgId;
  const { item } = pair;
  if (!item.batchTracked) {
    if (options.batchId) throw notBatchTracked(item);
    return [{ ...line, quantity: -quantity, batchId: null }];
  }
  const today = await orgToday(tx, orgId, ctx.platform.clock.now());
  const balances = await lockBatchBalances(tx, orgId, item.id, pair.locationId);
  if (options.batchId) {
    const batch = await batchOfItem(tx, orgId, item, options.batchId);
    if (!options.allowExpired && batch.expiresOn && isExpired(batch.expiresOn, today))
      throw conflict(
        `Batch ${batch.code} of ${item.name} expired on ${batch.expiresOn}: it cannot be issued, only disposed of`,
      );
    const held = balances.find((balance) => balance.batchId === batch.id)?.onHand ?? 0;
    if (held < quantity) throw notEnough(pair, held, quantity, `in batch ${batch.code}`);
    return [{ ...line, quantity: -quantity, batchId: batch.id }];
  }
  if (options.allowExpired) {
    // Disposals take the oldest expiry first, expired batches included.
    const takes: LedgerLine[] = [];
    let left = quantity;
    for (const balance of fefoOrder(balances)) {
      if (left <= 0) break;
      const take = roundQuantity(Math.min(left, balance.onHand));
      takes.push({ ...line, quantity: -take, batchId: balance.batchId });
      left = roundQuantity(left - take);
    }
    if (left > 0) throw notEnough(pair, Number(pair.row.onHand), quantity);
    return takes;
  }
  const picked = pickBatches(balances, quantity, today);
  if (picked.short > 0) {
    const onHand = Number(pair.row.onHand);
    throw notEnough(
      pair,
      picked.usable,
      quantity,
      picked.usable < onHand ? 'on hand and not expired' : 'on hand',
    );
  }
  return picked.takes.map((take) => ({
    ...line,
    quantity: -take.quantity,
    batchId: take.batch.batchId,
  }));
}

/** `POST /api/materials/issues`: stock is used (admins and vendors). */
export async function issue(
  ctx: ServiceContext,
  input: Out<typeof IssueBody>,
): Promise<MovementsWrittenData> {
  authorize(ctx.caller, 'material:move');
  return change(ctx, async (tx) => {
    const { item, location } = await movementTarget(tx, ctx, input);
    const pair = await openPair(tx, ctx.caller.orgId, item, location);
    const lines = await takeOut(
      tx,
      ctx,
      pair,
      input.quantity,
      { type: 'issue', note: input.note },
      {
        batchId: input.batchId,
      },
    );
    const { ids, notice } = await appendToPair(tx, ctx, pair, lines);
    return { data: await written(tx, ctx.caller.orgId, pair, ids), notice };
  });
}

/** `POST /api/materials/adjustments`: a count correction with its reason (admins). */
export async function adjust(
  ctx: ServiceContext,
  input: Out<typeof AdjustmentBody>,
): Promise<MovementsWrittenData> {
  authorize(ctx.caller, 'material:manage');
  return change(ctx, async (tx) => {
    const { item, location } = await movementTarget(tx, ctx, input);
    if (item.batchTracked && !input.batchId)
      throw fieldError('batchId', `is required: ${item.name} is batch-tracked`);
    const pair = await openPair(tx, ctx.caller.orgId, item, location);
    const line = { type: 'adjustment' as const, reason: input.reason };
    let lines: LedgerLine[];
    if (input.direction === 'decrease')
      lines = await takeOut(tx, ctx, pair, input.quantity, line, {
        batchId: input.batchId,
        allowExpired: true,
      });
    else {
      if (!item.batchTracked && input.batchId) throw notBatchTracked(item);
      const batchId = input.batchId
        ? (await batchOfItem(tx, ctx.caller.orgId, item, input.batchId)).id
        : null;
      lines = [{ ...line, quantity: input.quantity, batchId }];
    }
    const { ids, notice } = await appendToPair(tx, ctx, pair, lines);
    return { data: await written(tx, ctx.caller.orgId, pair, ids), notice };
  });
}

/** `POST /api/materials/disposals`: expired or damaged stock leaves, with its reason (admins). */
export async function dispose(
  ctx: ServiceContext,
  input: Out<typeof DisposalBody>,
): Promise<MovementsWrittenData> {
  authorize(ctx.caller, 'material:manage');
  return change(ctx, async (tx) => {
    const { item, location } = await movementTarget(tx, ctx, input);
    const pair = await openPair(tx, ctx.caller.orgId, item, location);
    const lines = await takeOut(
      tx,
      ctx,
      pair,
      input.quantity,
      { type: 'disposal', reason: input.reason },
      { batchId: input.batchId, allowExpired: true },
    );
    const { ids, notice } = await appendToPair(tx, ctx, pair, lines);
    return { data: await written(tx, ctx.caller.orgId, pair, ids), notice };
  });
}

/**
 * `POST /api/materials/movements/{id}/reverse` (admins): the mirror image of a movement, with
 * its reason. A movement is reversed once; a reversal is not reversed (record a new movement);
 * transfer movements are settled on the transfer.
 */
export async function reverse(
  ctx: ServiceContext,
  id: number,
  input: Out<typeof ReverseMovementBody>,
): Promise<MovementsWrittenData> {
  authorize(ctx.caller, 'material:manage');
  const orgId = ctx.caller.orgId;
  try {
    return await change(ctx, async (tx) => {
      const movement = await findMovement(tx, orgId, id);
      if (movement.reversesId !== null)
        throw conflict('A reversal cannot be reversed: record a new movement instead');
      if (movement.reversedById !== null)
        throw conflict(
          `Movement ${id} was reversed already (by movement ${movement.reversedById})`,
        );
      if (movement.transferId !== null)
        throw conflict(
          'A transfer is corrected on the transfer: receive it with the right quantity, or cancel it',
        );
      const { item } = await findItem(tx, orgId, movement.itemId);
      const location = await findNamedLocation(tx, orgId, movement.locationId);
      const pair = await openPair(tx, orgId, item, location);
      const quantity = -Number(movement.quantity);
      if (movement.batchId && quantity < 0) {
        const balances = await lockBatchBalances(tx, orgId, item.id, pair.locationId);
        const held = balances.find((balance) => balance.batchId === movement.batchId)?.onHand ?? 0;
        if (held < -quantity) throw notEnough(pair, held, -quantity, 'in the batch');
      }
      const { ids, notice } = await appendToPair(tx, ctx, pair, [
        {
          type: movement.type,
          quantity,
          batchId: movement.batchId,
          reason: input.reason,
          reversesId: movement.id,
          pestControlRecordId: movement.pestControlRecordId,
        },
      ]);
      return { data: await written(tx, orgId, pair, ids), notice };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Movement ${id} was reversed already`);
    throw error;
  }
}

/** `GET /api/materials/movements`: the ledger, newest first, keyset-paged, with filters. */
export async function listMovements(
  { db, caller }: ServiceContext,
  query: Out<typeof ListMovementsQuery>,
): Promise<ListMovementsData> {
  authorize(caller, 'material:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      await checkFilters(tx, caller.orgId, query);
      const timeZone = await orgTimeZone(tx, caller.orgId);
      const rows = await selectMovementPage(
        tx,
        caller.orgId,
        {
          itemId: query.itemId,
          locationId: query.locationId,
          type: query.type,
          from: query.from,
          to: query.to,
          timeZone,
        },
        { before: query.before, limit: query.limit + 1 },
      );
      const page = rows.slice(0, query.limit).map(toMovement);
      return {
        movements: page,
        nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
    { readOnly: true },
  );
}
