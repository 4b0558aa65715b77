import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { materialBatchStock, materialStock, type MaterialStockRow } from '../../db/schema';
import { likePattern } from '../../shared/sql-fragments';
import type { StockLineRow } from './records';

/** The stock's SQL: the pairs, their limits and the balance cache. */

export interface StockFilters {
  locationId?: number;
  itemId?: string;
  category?: string;
  lowOnly?: boolean;
  search?: string;
}

const locationName = sql`coalesce(nullif(trim(l.name), ''), nullif(trim(l.location_nickname), ''), 'Location ' || s.location_id)`;

const stockColumns = sql`s.item_id as "itemId", i.sku, i.name as "itemName", i.category, i.unit,
  s.location_id as "locationId", ${locationName} as "locationName", s.on_hand as "onHand",
  s.minimum, s.maximum, s.reorder_quantity as "reorderQuantity", s.low_since as "lowSince",
  s.last_movement_at as "lastMovementAt"`;

const stockFrom = sql`material_stock s
  join material_items i on i.id = s.item_id
  left join locations l on l.org_id = s.org_id and l.location_id = s.location_id`;

function stockWhere(orgId: number, filters: StockFilters): SQL {
  const parts: SQL[] = [sql`s.org_id = ${orgId}`];
  if (filters.locationId !== undefined) parts.push(sql`s.location_id = ${filters.locationId}`);
  if (filters.itemId !== undefined) parts.push(sql`s.item_id = ${filters.itemId}`);
  if (filters.category !== undefined) parts.push(sql`i.category = ${filters.category}`);
  if (filters.lowOnly) parts.push(sql`s.low_since is not null`);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    parts.push(
      sql`(i.name ilike ${pattern} or i.sku ilike ${pattern} or l.name ilike ${pattern} or l.location_nickname ilike ${pattern})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const stockOrders = {
  location: (dir: SQL) => sql`s.location_id ${dir}, i.name ${dir}, s.item_id`,
  item: (dir: SQL) => sql`i.name ${dir}, s.item_id ${dir}, s.location_id`,
  onHand: (dir: SQL) => sql`s.on_hand ${dir}, s.location_id, s.item_id`,
} as const;

export async function selectStockPage(
  tx: Transaction,
  orgId: number,
  filters: StockFilters,
  page: {
    sortBy: keyof typeof stockOrders;
    sortOrder: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
): Promise<{ rows: StockLineRow[]; total: number }> {
  const where = stockWhere(orgId, filters);
  const dir = page.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  const rows = await tx.execute<StockLineRow>(
    sql`select ${stockColumns} from ${stockFrom} where ${where}
      order by ${stockOrders[page.sortBy](dir)} limit ${page.limit} offset ${page.offset}`,
  );
  // The count joins the locations only when the search needs their names.
  const countFrom = filters.search
    ? stockFrom
    : sql`material_stock s join material_items i on i.id = s.item_id`;
  const counted = await tx.execute<{ total: number }>(
    sql`select count(*)::int as total from ${countFrom} where ${where}`,
  );
  return { rows: rows.rows, total: counted.rows[0]?.total ?? 0 };
}

/** One pair as the API shows it, or undefined when it has no row yet. */
export async function selectStockLine(
  tx: Transaction,
  orgId: number,
  itemId: string,
  locationId: number,
): Promise<StockLineRow | undefined> {
  const rows = await tx.execute<StockLineRow>(
    sql`select ${stockColumns} from ${stockFrom}
      where s.org_id = ${orgId} and s.item_id = ${itemId} and s.location_id = ${locationId}`,
  );
  return rows.rows[0];
}

/** Pairs at or below their minimum, the longest-low first. */
export async function selectLowStock(
  tx: Transaction,
  orgId: number,
  filters: { locationId?: number; limit: number },
): Promise<{ rows: StockLineRow[]; total: number }> {
  const where = stockWhere(orgId, { locationId: filters.locationId, lowOnly: true });
  const rows = await tx.execute<StockLineRow>(
    sql`select ${stockColumns} from ${stockFrom} where ${where}
      order by s.low_since, s.location_id, i.name limit ${filters.limit}`,
  );
  const counted = await tx.execute<{ total: number }>(
    sql`select count(*)::int as total from material_stock s where ${where}`,
  );
  return { rows: rows.rows, total: counted.rows[0]?.total ?? 0 };
}

/**
 * The pair's row, created when missing, locked until the transaction ends: every movement of the
 * pair takes this lock first, so movements of one pair happen one after the other and the
 * balance they read is the balance they change (decision 054). One round trip: the upsert's
 * DO UPDATE takes the row lock.
 */
export async function lockPair(
  tx: Transaction,
  orgId: number,
  itemId: string,
  locationId: number,
): Promise<MaterialStockRow> {
  const [row] = await tx
    .insert(materialStock)
    .values({ orgId, itemId, locationId })
    .onConflictDoUpdate({
      target: [materialStock.orgId, materialStock.locationId, materialStock.itemId],
      set: { orgId: sql`excluded.org_id` },
    })
    .returning();
  return row!;
}

/** The pair's new balance (and low-stock state) after its movements, under the pair's lock. */
export async function setPairBalance(
  tx: Transaction,
  orgId: number,
  itemId: string,
  locationId: number,
  values: { onHand: number; lowSince: Date | null; lastMovementAt?: Date },
) {
  await tx
    .update(materialStock)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(materialStock.orgId, orgId),
        eq(materialStock.locationId, locationId),
        eq(materialStock.itemId, itemId),
      ),
    );
}

/** A pair's limits (the row is created when missing); answers the row, locked. */
export async function setPairLevels(
  tx: Transaction,
  orgId: number,
  itemId: string,
  locationId: number,
  levels: { minimum: number | null; maximum: number | null; reorderQuantity: number | null },
): Promise<MaterialStockRow> {
  await lockPair(tx, orgId, itemId, locationId);
  const [row] = await tx
    .update(materialStock)
    .set({ ...levels, updatedAt: new Date() })
    .where(
      and(
        eq(materialStock.orgId, orgId),
        eq(materialStock.locationId, locationId),
        eq(materialStock.itemId, itemId),
      ),
    )
    .returning();
  return row!;
}

export async function setPairLowSince(
  tx: Transaction,
  orgId: number,
  itemId: string,
  locationId: number,
  lowSince: Date | null,
) {
  await tx
    .update(materialStock)
    .set({ lowSince })
    .where(
      and(
        eq(materialStock.orgId, orgId),
        eq(materialStock.locationId, locationId),
        eq(materialStock.itemId, itemId),
      ),
    );
}

export interface BatchOnHand {
  batchId: string;
  code: string;
  expiresOn: string | null;
  createdAt: string;
  onHand: number;
}

/**
 * The batches of a pair with stock on hand, their balance rows locked (the pair's lock is held
 * already, so this never waits on another movement of the pair).
 */
export async function lockBatchBalances(
  tx: Transaction,
  orgId: number,
  itemId: string,
  locationId: number,
): Promise<BatchOnHand[]> {
  const rows = await tx.execute<{
    batchId: string;
    code: string;
    expiresOn: string | null;
    createdAt: Date | string;
    onHand: string;
  }>(sql`select bs.batch_id as "batchId", b.code, b.expires_on::text as "expiresOn",
      b.created_at as "createdAt", bs.on_hand as "onHand"
    from material_batch_stock bs join material_batches b on b.id = bs.batch_id
    where bs.org_id = ${orgId} and bs.item_id = ${itemId} and bs.location_id = ${locationId}
      and bs.on_hand > 0
    for update of bs`);
  return rows.rows.map((row) => ({
    batchId: row.batchId,
    code: row.code,
    expiresOn: row.expiresOn,
    createdAt: row.createdAt instanceof Date ? row.createdAt.toISOString() : String(row.createdAt),
    onHand: Number(row.onHand),
  }));
}

/**
 * Adds `delta` to a batch's balance at a location: a receipt creates the row when missing; a
 * take (negative) changes the row `lockBatchBalances` found and locked.
 */
export async function addToBatchBalance(
  tx: Transaction,
  key: { orgId: number; itemId: string; locationId: number; batchId: string },
  delta: number,
): Promise<number> {
  if (delta < 0) {
    const [row] = await tx
      .update(materialBatchStock)
      .set({ onHand: sql`${materialBatchStock.onHand} + ${delta}` })
      .where(
        and(
          eq(materialBatchStock.orgId, key.orgId),
          eq(materialBatchStock.locationId, key.locationId),
          eq(materialBatchStock.itemId, key.itemId),
          eq(materialBatchStock.batchId, key.batchId),
        ),
      )
      .returning({ onHand: materialBatchStock.onHand });
    if (!row) throw new Error('A take from a batch the pair does not hold');
    return Number(row.onHand);
  }
  const [row] = await tx
    .insert(materialBatchStock)
    .values({ ...key, onHand: delta })
    .onConflictDoUpdate({
      target: [
        materialBatchStock.orgId,
        materialBatchStock.locationId,
        materialBatchStock.itemId,
        materialBatchStock.batchId,
      ],
      set: { onHand: sql`${materialBatchStock.onHand} + ${delta}` },
    })
    .returning({ onHand: materialBatchStock.onHand });
  return Number(row!.onHand);
}
