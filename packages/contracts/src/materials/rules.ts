/**
 * The pure rules of material management that both the API and the screens apply. No I/O.
 */

export const MATERIAL_CATEGORIES = ['consumable', 'spare', 'chemical', 'other'] as const;

export const MATERIAL_UNITS = [
  'piece',
  'box',
  'litre',
  'millilitre',
  'kilogram',
  'gram',
  'pack',
] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

/** Units counted in whole numbers: half a box is not a quantity anyone can issue. */
const WHOLE_UNITS: readonly MaterialUnit[] = ['piece', 'box', 'pack'];

const isWholeUnit = (unit: MaterialUnit) => WHOLE_UNITS.includes(unit);

/** The short label a quantity carries on screens and in mail. */
const UNIT_LABELS: Record<MaterialUnit, string> = {
  piece: 'pcs',
  box: 'boxes',
  litre: 'l',
  millilitre: 'ml',
  kilogram: 'kg',
  gram: 'g',
  pack: 'packs',
};

export const MOVEMENT_TYPES = [
  'receipt',
  'issue',
  'transfer-out',
  'transfer-in',
  'adjustment',
  'disposal',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** Quantities are kept to three decimals (a millilitre of a litre, a gram of a kilogram). */
export const QUANTITY_DECIMALS = 3;
export const MAX_QUANTITY = 1_000_000_000;

/** Whether a quantity fits the unit: whole numbers for pieces, boxes and packs. */
export const quantityFitsUnit = (quantity: number, unit: MaterialUnit) =>
  !isWholeUnit(unit) || Number.isInteger(quantity);

/** A quantity rounded to the kept precision (sums of decimals drift otherwise). */
export const roundQuantity = (value: number) =>
  Math.round(value * 10 ** QUANTITY_DECIMALS) / 10 ** QUANTITY_DECIMALS;

/** Whether a pair is at or below its minimum (a minimum of 0 or none never makes a pair low). */
export const isLow = (onHand: number, minimum: number | null) =>
  minimum !== null && minimum > 0 && onHand <= minimum;

/**
 * What to order for a low pair: up to the maximum when there is one, else the reorder quantity,
 * else back up to the minimum; never below zero.
 */
export function suggestedOrder(stock: {
  onHand: number;
  minimum: number | null;
  maximum: number | null;
  reorderQuantity: number | null;
}): number {
  const { onHand, minimum, maximum, reorderQuantity } = stock;
  if (maximum !== null) return Math.max(0, roundQuantity(maximum - onHand));
  if (reorderQuantity !== null) return Math.max(0, roundQuantity(reorderQuantity - onHand));
  if (minimum !== null) return Math.max(0, roundQuantity(minimum - onHand));
  return 0;
}

/** Whether a batch is expired on `today` ('YYYY-MM-DD'): usable through its expiry date. */
export const isExpired = (expiresOn: string, today: string) => expiresOn < today;

/** Batches in the order issues take them: first expiry first out, then the oldest batch. */
export function fefoOrder<B extends { expiresOn: string | null; createdAt: string }>(
  batches: readonly B[],
): B[] {
  return [...batches].sort(
    (a, b) =>
      (a.expiresOn ?? '9999-12-31').localeCompare(b.expiresOn ?? '9999-12-31') ||
      a.createdAt.localeCompare(b.createdAt),
  );
}

/**
 * How an issue of `quantity` is split across the batches on hand (FEFO order, expired ones
 * skipped): the takes, and what is missing when the usable stock is short.
 */
export function pickBatches<
  B extends { onHand: number; expiresOn: string | null; createdAt: string },
>(
  batches: readonly B[],
  quantity: number,
  today: string,
): { takes: { batch: B; quantity: number }[]; usable: number; short: number } {
  const usableBatches = fefoOrder(batches).filter(
    (batch) => batch.onHand > 0 && !(batch.expiresOn && isExpired(batch.expiresOn, today)),
  );
  const takes: { batch: B; quantity: number }[] = [];
  let left = quantity;
  for (const batch of usableBatches) {
    if (left <= 0) break;
    const take = roundQuantity(Math.min(left, batch.onHand));
    takes.push({ batch, quantity: take });
    left = roundQuantity(left - take);
  }
  const usable = roundQuantity(usableBatches.reduce((sum, batch) => sum + batch.onHand, 0));
  return { takes, usable, short: Math.max(0, left) };
}

/** A quantity as people read it: up to three decimals, no trailing zeros, with its unit. */
export const formatQuantity = (quantity: number, unit: MaterialUnit) =>
  `${roundQuantity(quantity).toLocaleString('en-IN', { maximumFractionDigits: 3 })} ${UNIT_LABELS[unit]}`;
