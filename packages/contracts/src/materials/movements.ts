import { z } from 'zod';
import { IsoDateTime } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { wholeNumber } from '../paging';
import { BatchCode, MaterialDate, MaterialLocationId, Note, Quantity, Reason } from './fields';
import { MaterialUnitValue } from './items';
import { MOVEMENT_TYPES } from './rules';
import { StockLine } from './stock';

const MovementTypeValue = z.enum(MOVEMENT_TYPES);

/** One line of the append-only ledger. `quantity` is signed: in is positive, out negative. */
export const Movement = z.object({
  id: z.number().int(),
  type: MovementTypeValue,
  itemId: z.uuid(),
  sku: z.string(),
  itemName: z.string(),
  unit: MaterialUnitValue,
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  batchId: z.uuid().nullable(),
  batchCode: z.string().nullable(),
  quantity: z.number(),
  /** On hand at the pair right after this movement. */
  balanceAfter: z.number(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  pestControlRecordId: z.uuid().nullable(),
  transferId: z.uuid().nullable(),
  /** The movement this one reverses. */
  reversesId: z.number().int().nullable(),
  /** The movement that reversed this one, if any. */
  reversedById: z.number().int().nullable(),
  createdBy: z.string(),
  createdAt: IsoDateTime,
});
export type Movement = z.infer<typeof Movement>;

/** `GET /api/materials/movements`: newest first, a page at a time after `before` (keyset). */
export const ListMovementsQuery = z.object({
  itemId: z.uuid().optional(),
  locationId: MaterialLocationId.optional(),
  type: MovementTypeValue.optional(),
  from: MaterialDate.optional(),
  to: MaterialDate.optional(),
  /** The id of the last movement of the previous page. */
  before: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
  limit: wholeNumber(1, 1000).default(50),
});
export type ListMovementsQuery = z.input<typeof ListMovementsQuery>;

export const ListMovementsData = z.object({
  movements: z.array(Movement),
  /** `before` for the next page; null on the last one. */
  nextCursor: z.number().int().nullable(),
});
export type ListMovementsData = z.infer<typeof ListMovementsData>;
export const ListMovementsResponse = successEnvelope(ListMovementsData);

const pair = {
  itemId: z.uuid(),
  locationId: MaterialLocationId,
  quantity: Quantity,
};

const EXAMPLE_ITEM = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

/**
 * `POST /api/materials/receipts`: stock arrives. A batch-tracked item names its batch: an
 * existing one (`batchId`) or a new code with its expiry date.
 */
export const ReceiptBody = z
  .strictObject({
    ...pair,
    batchId: z.uuid().optional(),
    batchCode: BatchCode.optional(),
    expiresOn: MaterialDate.optional(),
    note: Note.optional(),
  })
  .meta(requestExamples({ itemId: EXAMPLE_ITEM, locationId: 1001, quantity: 24, note: 'PO 4471' }));
export type ReceiptBody = z.input<typeof ReceiptBody>;

/**
 * `POST /api/materials/issues`: stock is used. Batches are taken first-expiry-first-out unless
 * `batchId` names one; an expired batch is never issued.
 */
export const IssueBody = z
  .strictObject({
    ...pair,
    batchId: z.uuid().optional(),
    note: Note.optional(),
  })
  .meta(requestExamples({ itemId: EXAMPLE_ITEM, locationId: 1001, quantity: 2 }));
export type IssueBody = z.input<typeof IssueBody>;

/** `POST /api/materials/adjustments`: a count correction, up or down, with its reason. */
export const AdjustmentBody = z
  .strictObject({
    ...pair,
    direction: z.enum(['increase', 'decrease']),
    batchId: z.uuid().optional(),
    reason: Reason,
  })
  .meta(
    requestExamples({
      itemId: EXAMPLE_ITEM,
      locationId: 1001,
      quantity: 1,
      direction: 'decrease',
      reason: 'Stock count: one roll damaged by water',
    }),
  );
export type AdjustmentBody = z.input<typeof AdjustmentBody>;

/** `POST /api/materials/disposals`: expired or damaged stock leaves, with its reason. */
export const DisposalBody = z
  .strictObject({
    ...pair,
    batchId: z.uuid().optional(),
    reason: Reason,
  })
  .meta(
    requestExamples({
      itemId: EXAMPLE_ITEM,
      locationId: 1001,
      quantity: 1,
      reason: 'Damaged in storage',
    }),
  );
export type DisposalBody = z.input<typeof DisposalBody>;

export const MovementParams = z.object({ id: wholeNumber(1, Number.MAX_SAFE_INTEGER) });

/** `POST /api/materials/movements/{id}/reverse`: a mistake corrected by its mirror image. */
export const ReverseMovementBody = z
  .strictObject({ reason: Reason })
  .meta(requestExamples({ reason: 'Entered at the wrong branch' }));
export type ReverseMovementBody = z.input<typeof ReverseMovementBody>;

export const MovementsWrittenData = z.object({
  movements: z.array(Movement),
  stock: StockLine,
});
export type MovementsWrittenData = z.infer<typeof MovementsWrittenData>;
export const MovementsWrittenResponse = successEnvelope(MovementsWrittenData);
