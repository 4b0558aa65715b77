import { z } from 'zod';
import { IsoDateTime } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { Pagination, pageQuery, wholeNumber } from '../paging';
import { BooleanText, MaterialLocationId, SearchText, StockLevel } from './fields';
import { MaterialCategoryValue, MaterialUnitValue } from './items';

/** One item at one location: what is on hand (from the ledger) and its limits. */
export const StockLine = z.object({
  itemId: z.uuid(),
  sku: z.string(),
  itemName: z.string(),
  category: MaterialCategoryValue,
  unit: MaterialUnitValue,
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  onHand: z.number(),
  minimum: z.number().nullable(),
  maximum: z.number().nullable(),
  reorderQuantity: z.number().nullable(),
  /** At or below the minimum: a low-stock notice stands for it. */
  low: z.boolean(),
  lowSince: IsoDateTime.nullable(),
  /** Maximum (or reorder quantity, or minimum) minus on hand, never below zero. */
  suggestedOrder: z.number(),
  lastMovementAt: IsoDateTime.nullable(),
});
export type StockLine = z.infer<typeof StockLine>;

/** `GET /api/materials/stock`: by location, by item, or the whole organisation. */
export const ListStockQuery = pageQuery({
  sortBy: ['location', 'item', 'onHand'],
  defaultSortBy: 'location',
  defaultLimit: 50,
  maxLimit: 500,
}).extend({
  locationId: MaterialLocationId.optional(),
  itemId: z.uuid().optional(),
  category: MaterialCategoryValue.optional(),
  lowOnly: BooleanText.optional(),
  search: SearchText.optional(),
});
export type ListStockQuery = z.input<typeof ListStockQuery>;

export const ListStockData = z.object({ stock: z.array(StockLine), pagination: Pagination });
export type ListStockData = z.infer<typeof ListStockData>;
export const ListStockResponse = successEnvelope(ListStockData);

/** `PUT /api/materials/stock`: a pair's minimum, maximum and reorder quantity (admins). */
export const SetStockLevelsBody = z
  .strictObject({
    itemId: z.uuid(),
    locationId: MaterialLocationId,
    minimum: StockLevel.nullable(),
    maximum: StockLevel.nullable().optional(),
    reorderQuantity: StockLevel.nullable().optional(),
  })
  .refine(
    (body) =>
      body.maximum === null ||
      body.maximum === undefined ||
      body.minimum === null ||
      body.maximum >= body.minimum,
    { path: ['maximum'], message: 'must not be below the minimum' },
  )
  .meta(
    requestExamples({
      itemId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      locationId: 1001,
      minimum: 10,
      maximum: 50,
      reorderQuantity: 40,
    }),
  );
export type SetStockLevelsBody = z.input<typeof SetStockLevelsBody>;

const StockLineData = z.object({ stock: StockLine });
export const StockLineResponse = successEnvelope(StockLineData);

/** `GET /api/materials/low-stock`: every pair at or below its minimum, longest low first. */
export const ListLowStockQuery = z.object({
  locationId: MaterialLocationId.optional(),
  limit: wholeNumber(1, 1000).default(200),
});
export type ListLowStockQuery = z.input<typeof ListLowStockQuery>;
export const ListLowStockData = z.object({ stock: z.array(StockLine), total: z.number().int() });
export type ListLowStockData = z.infer<typeof ListLowStockData>;
export const ListLowStockResponse = successEnvelope(ListLowStockData);
