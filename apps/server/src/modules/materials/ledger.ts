import {
  formatQuantity,
  isLow,
  roundQuantity,
  suggestedOrder,
  type MaterialUnit,
  type MovementType,
} from '@fm/contracts';
import type { Transaction } from '../../db/client';
import type { MaterialItemRow, MaterialStockRow } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import type { ServiceContext } from '../../shared/service-context';
import { insertMovement } from './ledger-queries';
import { addToBatchBalance, lockPair, setPairBalance } from './stock-queries';

/**
 * Writing to the ledger: the one place that appends movements and keeps the balance cache
 * (decision 054). Every movement of a pair runs under the pair's row lock, taken first
 * (`openPair`), so concurrent movements of one pair queue and each sees the balance the one
 * before it left: on hand never goes below zero, and the cache always equals the ledger's sum.
 */

/** One line to append: a signed quantity, and its batch for batch-tracked items. */
export interface LedgerLine {
  type: MovementType;
  quantity: number;
  batchId?: string | null;
  reason?: string | null;
  note?: string | null;
  pestControlRecordId?: string | null;
  transferId?: string | null;
  reversesId?: number | null;
}

/** A pair whose row lock this transaction holds. */
export interface OpenPair {
  item: MaterialItemRow;
  locationId: number;
  locationName: string;
  row: MaterialStockRow;
}

/** A low-stock notice raised by a movement (mailed after commit). */
export interface LowStockNotice {
  item: MaterialItemRow;
  locationId: number;
  locationName: string;
  onHand: number;
  minimum: number;
  suggested: number;
}

/** Locks the pair (creating its row when missing) for the rest of the transaction. */
export async function openPair(
  tx: Transaction,
  orgId: number,
  item: MaterialItemRow,
  location: { locationId: number; displayName: string },
): Promise<OpenPair> {
  const row = await lockPair(tx, orgId, item.id, location.locationId);
  return { item, locationId: location.locationId, locationName: location.displayName, row };
}

/** The 409 of a movement that would take the pair below zero: it says what is on hand. */
export function notEnough(
  pair: OpenPair,
  onHand: number,
  asked: number,
  what = 'on hand',
): AppError {
  const unit = pair.item.unit as MaterialUnit;
  return conflict(
    `Only ${formatQuantity(onHand, unit)} of ${pair.item.name} ${what} at ${pair.locationName}; ` +
      `${formatQuantity(asked, unit)} asked for. Nothing was recorded.`,
  );
}

/** A 400 about one field of the request, as validation answers it. */
export const fieldError = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `Invalid request - body.${path}: ${message}`, [
    { path: `body.${path}`, message },
  ]);

/**
 * Appends `lines` to the pair's ledger and moves its balance (and batch balances) with them;
 * raises or clears the pair's low-stock notice when the balance crosses its minimum. Refuses
 * (409, nothing written) anything that would leave the pair below zero.
 */
export async function appendToPair(
  tx: Transaction,
  ctx: ServiceContext,
  pair: OpenPair,
  lines: readonly LedgerLine[],
): Promise<{ ids: number[]; onHand: number; notice: LowStockNotice | null }> {
  const { caller, platform } = ctx;
  const before = Number(pair.row.onHand);
  const total = roundQuantity(lines.reduce((sum, line) => sum + line.quantity, 0));
  const after = roundQuantity(before + total);
  if (after < 0) throw notEnough(pair, before, -total);

  const now = platform.clock.now();
  const ids: number[] = [];
  let balance = before;
  for (const line of lines) {
    balance = roundQuantity(balance + line.quantity);
    if (line.batchId)
      await addToBatchBalance(
        tx,
        {
          orgId: caller.orgId,
          itemId: pair.item.id,
          locationId: pair.locationId,
          batchId: line.batchId,
        },
        line.quantity,
      );
    const row = await insertMovement(tx, {
      orgId: caller.orgId,
      itemId: pair.item.id,
      locationId: pair.locationId,
      batchId: line.batchId ?? null,
      type: line.type,
      quantity: line.quantity,
      balanceAfter: balance,
      reason: line.reason ?? null,
      note: line.note ?? null,
      pestControlRecordId: line.pestControlRecordId ?? null,
      transferId: line.transferId ?? null,
      reversesId: line.reversesId ?? null,
      createdBy: caller.email,
      createdAt: now,
    });
    ids.push(row.id);
  }

  const minimum = pair.row.minimum === null ? null : Number(pair.row.minimum);
  const wasLow = pair.row.lowSince !== null;
  const nowLow = isLow(after, minimum);
  const lowSince = nowLow ? (pair.row.lowSince ?? now) : null;
  await setPairBalance(tx, caller.orgId, pair.item.id, pair.locationId, {
    onHand: after,
    lowSince,
    lastMovementAt: now,
  });
  pair.row = { ...pair.row, onHand: after, lowSince, lastMovementAt: now };
  const notice = await announceLowStockChange(tx, ctx, pair, wasLow, nowLow);
  await platform.events.publish(tx, {
    orgId: caller.orgId,
    type: 'materials.stock.changed',
    data: { itemId: pair.item.id, locationId: pair.locationId },
    audience: 'material:read',
  });
  return { ids, onHand: after, notice };
}

/**
 * The low-stock notice of a pair whose state may have changed: raised once when it falls to or
 * below its minimum (a live event now; the mail after commit), cleared when it is back above.
 */
export async function announceLowStockChange(
  tx: Transaction,
  { caller, platform }: ServiceContext,
  pair: OpenPair,
  wasLow: boolean,
  nowLow: boolean,
): Promise<LowStockNotice | null> {
  if (wasLow === nowLow) return null;
  const data = { itemId: pair.item.id, locationId: pair.locationId };
  await platform.events.publish(tx, {
    orgId: caller.orgId,
    type: nowLow ? 'materials.low-stock.raised' : 'materials.low-stock.cleared',
    data,
    audience: 'material:read',
  });
  if (!nowLow) return null;
  const onHand = Number(pair.row.onHand);
  const minimum = Number(pair.row.minimum);
  const maximum = pair.row.maximum === null ? null : Number(pair.row.maximum);
  const reorder = pair.row.reorderQuantity === null ? null : Number(pair.row.reorderQuantity);
  return {
    item: pair.item,
    locationId: pair.locationId,
    locationName: pair.locationName,
    onHand,
    minimum,
    suggested: suggestedOrder({ onHand, minimum, maximum, reorderQuantity: reorder }),
  };
}
