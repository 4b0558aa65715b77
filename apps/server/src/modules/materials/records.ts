import {
  isLow,
  roundQuantity,
  suggestedOrder,
  type MaterialItem,
  type Movement,
  type StockLine,
} from '@fm/contracts';
import type { MaterialItemRow } from '../../db/schema';

/** An item row as the API sends it. */
export const toItem = (row: MaterialItemRow, hasMovements: boolean): MaterialItem => ({
  id: row.id,
  orgId: row.orgId,
  sku: row.sku,
  name: row.name,
  category: row.category,
  unit: row.unit,
  description: row.description,
  unitCost: row.unitCost === null ? null : Number(row.unitCost),
  activeIngredient: row.activeIngredient,
  hazardNote: row.hazardNote,
  batchTracked: row.batchTracked,
  archivedAt: row.archivedAt?.toISOString() ?? null,
  hasMovements,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const num = (value: number | string | null): number | null =>
  value === null ? null : roundQuantity(Number(value));

/** The row a stock query selects (numbers may arrive as text from raw SQL). */
export type StockLineRow = {
  itemId: string;
  sku: string;
  itemName: string;
  category: StockLine['category'];
  unit: StockLine['unit'];
  locationId: number;
  locationName: string | null;
  onHand: number | string;
  minimum: number | string | null;
  maximum: number | string | null;
  reorderQuantity: number | string | null;
  lowSince: Date | string | null;
  lastMovementAt: Date | string | null;
};

const iso = (value: Date | string | null) =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();

export function toStockLine(row: StockLineRow): StockLine {
  const levels = {
    onHand: num(row.onHand) ?? 0,
    minimum: num(row.minimum),
    maximum: num(row.maximum),
    reorderQuantity: num(row.reorderQuantity),
  };
  return {
    itemId: row.itemId,
    sku: row.sku,
    itemName: row.itemName,
    category: row.category,
    unit: row.unit,
    locationId: row.locationId,
    locationName: row.locationName,
    ...levels,
    low: isLow(levels.onHand, levels.minimum),
    lowSince: iso(row.lowSince),
    suggestedOrder: isLow(levels.onHand, levels.minimum) ? suggestedOrder(levels) : 0,
    lastMovementAt: iso(row.lastMovementAt),
  };
}

/** The row a ledger query selects. */
export type MovementRow = {
  id: number | string;
  type: Movement['type'];
  itemId: string;
  sku: string;
  itemName: string;
  unit: Movement['unit'];
  locationId: number;
  locationName: string | null;
  batchId: string | null;
  batchCode: string | null;
  quantity: number | string;
  balanceAfter: number | string;
  reason: string | null;
  note: string | null;
  pestControlRecordId: string | null;
  transferId: string | null;
  reversesId: number | string | null;
  reversedById: number | string | null;
  createdBy: string;
  createdAt: Date | string;
};

export const toMovement = (row: MovementRow): Movement => ({
  id: Number(row.id),
  type: row.type,
  itemId: row.itemId,
  sku: row.sku,
  itemName: row.itemName,
  unit: row.unit,
  locationId: row.locationId,
  locationName: row.locationName,
  batchId: row.batchId,
  batchCode: row.batchCode,
  quantity: num(row.quantity) ?? 0,
  balanceAfter: num(row.balanceAfter) ?? 0,
  reason: row.reason,
  note: row.note,
  pestControlRecordId: row.pestControlRecordId,
  transferId: row.transferId,
  reversesId: row.reversesId === null ? null : Number(row.reversesId),
  reversedById: row.reversedById === null ? null : Number(row.reversedById),
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt)!,
});
