import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, tenantPolicy, timestamps } from './columns';
import { org } from './organizations';

/** Quantities keep three decimals (a millilitre of a litre); sums in SQL are exact. */
const quantity = (name: string) => numeric(name, { precision: 16, scale: 3, mode: 'number' });

/**
 * The organisation's catalogue of materials. Items with movements are archived, never deleted
 * (the ledger points at them). SKUs are unique per organisation, whatever their case.
 */
export const materialItems = pgTable(
  'material_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    category: text('category', { enum: ['consumable', 'spare', 'chemical', 'other'] }).notNull(),
    unit: text('unit', {
      enum: ['piece', 'box', 'litre', 'millilitre', 'kilogram', 'gram', 'pack'],
    }).notNull(),
    description: text('description'),
    unitCost: numeric('unit_cost', { precision: 12, scale: 2, mode: 'number' }),
    activeIngredient: text('active_ingredient'),
    hazardNote: text('hazard_note'),
    batchTracked: boolean('batch_tracked').notNull().default(false),
    archivedAt: at('archived_at'),
    archivedBy: text('archived_by'),
    createdBy: text('created_by').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('material_items_org_sku_key').on(t.orgId, sql`lower(${t.sku})`),
    index('material_items_org_name_idx').on(t.orgId, t.name),
    check(
      'material_items_category_check',
      sql`${t.category} in ('consumable', 'spare', 'chemical', 'other')`,
    ),
    check(
      'material_items_unit_check',
      sql`${t.unit} in ('piece', 'box', 'litre', 'millilitre', 'kilogram', 'gram', 'pack')`,
    ),
    // A chemical is always batch-tracked: its expiry is the point.
    check(
      'material_items_chemical_batches_check',
      sql`${t.category} <> 'chemical' or ${t.batchTracked}`,
    ),
    tenantPolicy('material_items'),
  ],
).enableRLS();

/** A batch of an item (a chemical's lot) with its expiry date; codes are unique per item. */
export const materialBatches = pgTable(
  'material_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    itemId: uuid('item_id').notNull(),
    code: text('code').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('material_batches_org_item_code_key').on(t.orgId, t.itemId, t.code),
    index('material_batches_org_expiry_idx').on(t.orgId, t.expiresOn),
    index('material_batches_item_idx').on(t.itemId),
    foreignKey({
      name: 'material_batches_item_fk',
      columns: [t.itemId],
      foreignColumns: [materialItems.id],
    }).onDelete('cascade'),
    tenantPolicy('material_batches'),
  ],
).enableRLS();

/**
 * One item at one location: its limits, and the balance cache. `on_hand` is the sum of the
 * pair's movements, kept by the same transaction that appends each movement while it holds this
 * row's lock (decision 054); nothing else writes it. `low_since` is set when the pair falls to or
 * below its minimum (the notice goes out then, once) and cleared when it is back above.
 * `location_id` is the location's number, without a foreign key: the ledger outlives a location.
 */
export const materialStock = pgTable(
  'material_stock',
  {
    orgId: org(),
    itemId: uuid('item_id').notNull(),
    locationId: integer('location_id').notNull(),
    onHand: quantity('on_hand').notNull().default(0),
    minimum: quantity('minimum'),
    maximum: quantity('maximum'),
    reorderQuantity: quantity('reorder_quantity'),
    lowSince: at('low_since'),
    lastMovementAt: at('last_movement_at'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.locationId, t.itemId] }),
    index('material_stock_org_item_idx').on(t.orgId, t.itemId),
    index('material_stock_item_idx').on(t.itemId),
    index('material_stock_org_low_idx')
      .on(t.orgId, t.lowSince)
      .where(sql`${t.lowSince} is not null`),
    check('material_stock_on_hand_check', sql`${t.onHand} >= 0`),
    foreignKey({
      name: 'material_stock_item_fk',
      columns: [t.itemId],
      foreignColumns: [materialItems.id],
    }).onDelete('cascade'),
    tenantPolicy('material_stock'),
  ],
).enableRLS();

/** The balance cache per batch at a location (batch-tracked items), kept like `material_stock`. */
export const materialBatchStock = pgTable(
  'material_batch_stock',
  {
    orgId: org(),
    itemId: uuid('item_id').notNull(),
    locationId: integer('location_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    onHand: quantity('on_hand').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.locationId, t.itemId, t.batchId] }),
    index('material_batch_stock_batch_idx').on(t.batchId),
    check('material_batch_stock_on_hand_check', sql`${t.onHand} >= 0`),
    foreignKey({
      name: 'material_batch_stock_batch_fk',
      columns: [t.batchId],
      foreignColumns: [materialBatches.id],
    }).onDelete('cascade'),
    tenantPolicy('material_batch_stock'),
  ],
).enableRLS();

/**
 * Transfers between locations: dispatched (stock left `from`, in transit), then received at `to`
 * (a different quantity is recorded as an adjustment with its reason) or cancelled before that
 * (the stock goes back).
 */
export const materialTransfers = pgTable(
  'material_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    itemId: uuid('item_id').notNull(),
    batchId: uuid('batch_id'),
    fromLocationId: integer('from_location_id').notNull(),
    toLocationId: integer('to_location_id').notNull(),
    quantity: quantity('quantity').notNull(),
    receivedQuantity: quantity('received_quantity'),
    status: text('status', { enum: ['in-transit', 'received', 'cancelled'] })
      .notNull()
      .default('in-transit'),
    note: text('note'),
    discrepancyReason: text('discrepancy_reason'),
    dispatchedBy: text('dispatched_by').notNull(),
    dispatchedAt: at('dispatched_at').notNull().defaultNow(),
    closedBy: text('closed_by'),
    closedAt: at('closed_at'),
    ...timestamps,
  },
  (t) => [
    index('material_transfers_org_status_idx').on(t.orgId, t.status, t.dispatchedAt),
    index('material_transfers_item_idx').on(t.itemId),
    check(
      'material_transfers_status_check',
      sql`${t.status} in ('in-transit', 'received', 'cancelled')`,
    ),
    check('material_transfers_quantity_check', sql`${t.quantity} > 0`),
    check('material_transfers_locations_check', sql`${t.fromLocationId} <> ${t.toLocationId}`),
    foreignKey({
      name: 'material_transfers_item_fk',
      columns: [t.itemId],
      foreignColumns: [materialItems.id],
    }).onDelete('cascade'),
    tenantPolicy('material_transfers'),
  ],
).enableRLS();

/**
 * The append-only ledger. `quantity` is signed (in positive, out negative); `balance_after` is
 * the pair's on hand right after it. A trigger (see the migration) refuses UPDATE and refuses
 * DELETE to the API's role: a mistake is corrected by a reversing movement (`reverses_id`, at
 * most one per movement).
 */
export const materialMovements = pgTable(
  'material_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    itemId: uuid('item_id').notNull(),
    locationId: integer('location_id').notNull(),
    batchId: uuid('batch_id'),
    type: text('type', {
      enum: ['receipt', 'issue', 'transfer-out', 'transfer-in', 'adjustment', 'disposal'],
    }).notNull(),
    quantity: quantity('quantity').notNull(),
    balanceAfter: quantity('balance_after').notNull(),
    reason: text('reason'),
    note: text('note'),
    pestControlRecordId: uuid('pest_control_record_id'),
    transferId: uuid('transfer_id'),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('material_movements_org_id_idx').on(t.orgId, t.id),
    index('material_movements_org_item_idx').on(t.orgId, t.itemId, t.id),
    index('material_movements_org_location_idx').on(t.orgId, t.locationId, t.id),
    index('material_movements_org_created_idx').on(t.orgId, t.createdAt),
    index('material_movements_item_idx').on(t.itemId),
    index('material_movements_batch_idx').on(t.batchId),
    index('material_movements_transfer_idx').on(t.transferId),
    index('material_movements_record_idx').on(t.pestControlRecordId),
    uniqueIndex('material_movements_reverses_key').on(t.reversesId),
    check(
      'material_movements_type_check',
      sql`${t.type} in ('receipt', 'issue', 'transfer-out', 'transfer-in', 'adjustment', 'disposal')`,
    ),
    check('material_movements_quantity_check', sql`${t.quantity} <> 0`),
    check('material_movements_balance_check', sql`${t.balanceAfter} >= 0`),
    foreignKey({
      name: 'material_movements_item_fk',
      columns: [t.itemId],
      foreignColumns: [materialItems.id],
    }),
    foreignKey({
      name: 'material_movements_batch_fk',
      columns: [t.batchId],
      foreignColumns: [materialBatches.id],
    }),
    foreignKey({
      name: 'material_movements_transfer_fk',
      columns: [t.transferId],
      foreignColumns: [materialTransfers.id],
    }),
    foreignKey({
      name: 'material_movements_reverses_fk',
      columns: [t.reversesId],
      foreignColumns: [t.id],
    }),
    tenantPolicy('material_movements'),
  ],
).enableRLS();

/** One row per organisation and local date the expiring-chemicals mail went out (sent once). */
export const materialExpiryMailRuns = pgTable(
  'material_expiry_mail_runs',
  {
    orgId: org(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    batches: integer('batches').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.localDate] }),
    tenantPolicy('material_expiry_mail_runs'),
  ],
).enableRLS();

export type MaterialItemRow = typeof materialItems.$inferSelect;
export type MaterialStockRow = typeof materialStock.$inferSelect;
export type MaterialMovementRow = typeof materialMovements.$inferSelect;
export type MaterialBatchRow = typeof materialBatches.$inferSelect;
export type MaterialTransferRow = typeof materialTransfers.$inferSelect;
