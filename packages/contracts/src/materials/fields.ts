import { z } from 'zod';
import { boundedText } from '../common';
import { ServiceDate } from '../pest-control/fields';
import { wholeNumber } from '../paging';
import { MAX_QUANTITY, QUANTITY_DECIMALS } from './rules';

export const MATERIAL_TEXT_LIMITS = {
  sku: 64,
  name: 200,
  description: 2000,
  activeIngredient: 200,
  hazardNote: 1000,
  batchCode: 64,
  reason: 500,
  note: 1000,
  search: 100,
} as const;

const hasAtMostDecimals = (value: number) =>
  Math.abs(Math.round(value * 10 ** QUANTITY_DECIMALS) - value * 10 ** QUANTITY_DECIMALS) < 1e-6;

/** A quantity a caller moves: more than zero, at most three decimals. */
export const Quantity = z
  .number('must be a number')
  .positive('must be more than zero')
  .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`)
  .refine(hasAtMostDecimals, `must have at most ${QUANTITY_DECIMALS} decimals`);

/** A limit such as a minimum: zero or more, at most three decimals. */
export const StockLevel = z
  .number('must be a number')
  .min(0, 'must not be negative')
  .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`)
  .refine(hasAtMostDecimals, `must have at most ${QUANTITY_DECIMALS} decimals`);

/** A location number as the API names locations. */
export const MaterialLocationId = wholeNumber(1, 2_000_000_000);

/** A calendar date `YYYY-MM-DD`. */
export const MaterialDate = ServiceDate;

export const Sku = boundedText(MATERIAL_TEXT_LIMITS.sku)
  .min(1, 'is required')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'may hold letters, digits and . _ / - only');

/** A reason, required for adjustments and disposals. */
export const Reason = boundedText(MATERIAL_TEXT_LIMITS.reason).min(
  3,
  'must say why (3 characters or more)',
);

export const Note = boundedText(MATERIAL_TEXT_LIMITS.note);

export const SearchText = boundedText(MATERIAL_TEXT_LIMITS.search);

export const BooleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

export const BatchCode = boundedText(MATERIAL_TEXT_LIMITS.batchCode).min(1, 'is required');
