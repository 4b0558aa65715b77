import { z } from 'zod';
import { IsoDateTime, OrgNumber, boundedText } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { Pagination, pageQuery } from '../paging';
import { BooleanText, MATERIAL_TEXT_LIMITS, MaterialLocationId, SearchText, Sku } from './fields';
import { MATERIAL_CATEGORIES, MATERIAL_UNITS } from './rules';

export const MaterialCategoryValue = z.enum(MATERIAL_CATEGORIES);
export const MaterialUnitValue = z.enum(MATERIAL_UNITS);

/** An item of the organisation's catalogue. */
export const MaterialItem = z.object({
  id: z.uuid(),
  orgId: OrgNumber,
  sku: z.string(),
  name: z.string(),
  category: MaterialCategoryValue,
  unit: MaterialUnitValue,
  description: z.string().nullable(),
  unitCost: z.number().nullable(),
  activeIngredient: z.string().nullable(),
  hazardNote: z.string().nullable(),
  /** Receipts name a batch and its expiry; always true for chemicals. */
  batchTracked: z.boolean(),
  archivedAt: IsoDateTime.nullable(),
  /** Whether the ledger has movements of it (then it can be archived, never deleted). */
  hasMovements: z.boolean(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type MaterialItem = z.infer<typeof MaterialItem>;

const UnitCost = z
  .number('must be a number')
  .min(0, 'must not be negative')
  .max(100_000_000, 'must be at most 100000000');

const itemFields = {
  sku: Sku,
  name: boundedText(MATERIAL_TEXT_LIMITS.name).min(1, 'is required'),
  category: MaterialCategoryValue,
  unit: MaterialUnitValue,
  description: boundedText(MATERIAL_TEXT_LIMITS.description).nullable().optional(),
  unitCost: UnitCost.nullable().optional(),
  activeIngredient: boundedText(MATERIAL_TEXT_LIMITS.activeIngredient).nullable().optional(),
  hazardNote: boundedText(MATERIAL_TEXT_LIMITS.hazardNote).nullable().optional(),
  batchTracked: z.boolean().optional(),
};

/** `POST /api/materials/items`. */
export const CreateMaterialItemBody = z.strictObject(itemFields).meta(
  requestExamples({
    sku: 'HT-200',
    name: 'Hand towel roll, 200 m',
    category: 'consumable',
    unit: 'piece',
    unitCost: 145.5,
  }),
);
export type CreateMaterialItemBody = z.input<typeof CreateMaterialItemBody>;

/** `PATCH /api/materials/items/{id}`: any of the fields. */
export const UpdateMaterialItemBody = z
  .strictObject({
    sku: itemFields.sku.optional(),
    name: itemFields.name.optional(),
    category: itemFields.category.optional(),
    unit: itemFields.unit.optional(),
    description: itemFields.description,
    unitCost: itemFields.unitCost,
    activeIngredient: itemFields.activeIngredient,
    hazardNote: itemFields.hazardNote,
    batchTracked: itemFields.batchTracked,
  })
  .meta(requestExamples({ name: 'Hand towel roll, 250 m', unitCost: 160 }));
export type UpdateMaterialItemBody = z.input<typeof UpdateMaterialItemBody>;

export const MaterialItemParams = z.object({ id: z.uuid() });

/** `GET /api/materials/items`. */
export const ListMaterialItemsQuery = pageQuery({
  sortBy: ['name', 'sku', 'category', 'createdAt'],
  defaultSortBy: 'name',
  defaultLimit: 50,
  maxLimit: 500,
}).extend({
  search: SearchText.optional(),
  category: MaterialCategoryValue.optional(),
  includeArchived: BooleanText.optional(),
});
export type ListMaterialItemsQuery = z.input<typeof ListMaterialItemsQuery>;

const MaterialItemData = z.object({ item: MaterialItem });
export const MaterialItemResponse = successEnvelope(MaterialItemData);

export const ListMaterialItemsData = z.object({
  items: z.array(MaterialItem),
  pagination: Pagination,
});
export type ListMaterialItemsData = z.infer<typeof ListMaterialItemsData>;
export const ListMaterialItemsResponse = successEnvelope(ListMaterialItemsData);

const DeletedMaterialItemData = z.object({ id: z.uuid(), deleted: z.literal(true) });
export const DeletedMaterialItemResponse = successEnvelope(DeletedMaterialItemData);

/** A batch of an item and what is on hand of it across the organisation. */
export const MaterialBatch = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  code: z.string(),
  expiresOn: z.string().nullable(),
  expired: z.boolean(),
  onHand: z.number(),
  createdAt: IsoDateTime,
});
export type MaterialBatch = z.infer<typeof MaterialBatch>;

export const MaterialBatchesQuery = z.object({
  locationId: MaterialLocationId.optional(),
  includeEmpty: BooleanText.optional(),
});
const ListMaterialBatchesData = z.object({ batches: z.array(MaterialBatch) });
export const ListMaterialBatchesResponse = successEnvelope(ListMaterialBatchesData);
