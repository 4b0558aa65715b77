import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  materialBatches,
  materialMovements,
  type MaterialBatchRow,
  type MaterialMovementRow,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import type { MovementRow } from './records';

/** The ledger's SQL: movements and batches. Movements are only ever inserted. */

export async function insertMovement(
  tx: Transaction,
  values: typeof materialMovements.$inferInsert,
): Promise<MaterialMovementRow> {
  const [row] = await tx.insert(materialMovements).values(values).returning();
  return row!;
}

const movementColumns = sql`m.id, m.type, m.item_id as "itemId", i.sku, i.name as "itemName", i.unit,
  m.location_id as "locationId",
  coalesce(nullif(trim(l.name), ''), nullif(trim(l.location_nickname), ''), 'Location ' || m.location_id) as "locationName",
  m.batch_id as "batchId", b.code as "batchCode", m.quantity, m.balance_after as "balanceAfter",
  m.reason, m.note, m.pest_control_record_id as "pestControlRecordId", m.transfer_id as "transferId",
  m.reverses_id as "reversesId",
  (select r.id from material_movements r where r.reverses_id = m.id) as "reversedById",
  m.created_by as "createdBy", m.created_at as "createdAt"`;

const movementJoins = sql`join material_items i on i.id = m.item_id
  left join material_batches b on b.id = m.batch_id
  left join locations l on l.org_id = m.org_id and l.location_id = m.location_id`;

export interface MovementFilters {
  itemId?: string;
  locationId?: number;
  type?: string;
  /** Local dates, compared in the organisation's time zone. */
  from?: string;
  to?: string;
  timeZone: string;
}

function movementWhere(orgId: number, filters: MovementFilters): SQL {
  const parts: SQL[] = [sql`m.org_id = ${orgId}`];
  if (filters.itemId !== undefined) parts.push(sql`m.item_id = ${filters.itemId}`);
  if (filters.locationId !== undefined) parts.push(sql`m.location_id = ${filters.locationId}`);
  if (filters.type !== undefined) parts.push(sql`m.type = ${filters.type}`);
  if (filters.from !== undefined)
    parts.push(
      sql`m.created_at >= (${filters.from}::date)::timestamp at time zone ${filters.timeZone}`,
    );
  if (filters.to !== undefined)
    parts.push(
      sql`m.created_at < (${filters.to}::date + 1)::timestamp at time zone ${filters.timeZone}`,
    );
  return sql.join(parts, sql` and `);
}

/**
 * A page of the ledger, newest first, after the movement `before` (keyset on the id, which
 * grows with every insert): the cost of a page does not grow with how deep it is.
 */
export async function selectMovementPage(
  tx: Transaction,
  orgId: number,
  filters: MovementFilters,
  page: { before?: number; limit: number },
): Promise<MovementRow[]> {
  const where = movementWhere(orgId, filters);
  const after = page.before === undefined ? sql`` : sql` and m.id < ${page.before}`;
  const rows = await tx.execute<MovementRow>(
    sql`select ${movementColumns} from (
        select * from material_movements m where ${where}${after}
        order by m.id desc limit ${page.limit}
      ) m ${movementJoins} order by m.id desc`,
  );
  return rows.rows;
}

/** Movements by id, as the API shows them (in the order of `ids`). */
export async function selectMovements(
  tx: Transaction,
  orgId: number,
  ids: number[],
): Promise<MovementRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx.execute<MovementRow>(
    sql`select ${movementColumns} from material_movements m ${movementJoins}
      where m.org_id = ${orgId} and m.id in ${ids} order by m.id`,
  );
  return rows.rows;
}

export async function findMovement(
  tx: Transaction,
  orgId: number,
  id: number,
): Promise<MaterialMovementRow & { reversedById: number | null }> {
  const [row] = await tx
    .select()
    .from(materialMovements)
    .where(and(eq(materialMovements.orgId, orgId), eq(materialMovements.id, id)));
  if (!row) throw notFound('Movement');
  const [reversal] = await tx
    .select({ id: materialMovements.id })
    .from(materialMovements)
    .where(eq(materialMovements.reversesId, id));
  return { ...row, reversedById: reversal?.id ?? null };
}

/** The organisation's batch, or 404. */
export async function findBatch(
  tx: Transaction,
  orgId: number,
  id: string,
): Promise<MaterialBatchRow> {
  const [row] = await tx
    .select()
    .from(materialBatches)
    .where(and(eq(materialBatches.orgId, orgId), eq(materialBatches.id, id)));
  if (!row) throw notFound('Batch');
  return row;
}

export async function findBatchByCode(
  tx: Transaction,
  orgId: number,
  itemId: string,
  code: string,
): Promise<MaterialBatchRow | undefined> {
  const [row] = await tx
    .select()
    .from(materialBatches)
    .where(
      and(
        eq(materialBatches.orgId, orgId),
        eq(materialBatches.itemId, itemId),
        eq(materialBatches.code, code),
      ),
    );
  return row;
}

/** A new batch; a concurrent receipt of the same code gets the one that won. */
export async function insertBatch(
  tx: Transaction,
  values: typeof materialBatches.$inferInsert,
): Promise<MaterialBatchRow> {
  const [row] = await tx
    .insert(materialBatches)
    .values(values)
    .onConflictDoNothing({
      target: [materialBatches.orgId, materialBatches.itemId, materialBatches.code],
    })
    .returning();
  return row ?? (await findBatchByCode(tx, values.orgId, values.itemId, values.code))!;
}

/** An item's batches with what is on hand of each (everywhere, or at one location). */
export async function selectItemBatches(
  tx: Transaction,
  orgId: number,
  itemId: string,
  options: { locationId?: number; includeEmpty: boolean },
) {
  const at =
    options.locationId === undefined ? sql`` : sql` and bs.location_id = ${options.locationId}`;
  const rows = await tx.execute<{
    id: string;
    itemId: string;
    code: string;
    expiresOn: string | null;
    onHand: string | null;
    createdAt: Date | string;
  }>(sql`select b.id, b.item_id as "itemId", b.code, b.expires_on::text as "expiresOn",
      coalesce((select sum(bs.on_hand) from material_batch_stock bs
        where bs.batch_id = b.id${at}), 0) as "onHand", b.created_at as "createdAt"
    from material_batches b where b.org_id = ${orgId} and b.item_id = ${itemId}
    order by b.expires_on nulls last, b.created_at`);
  return rows.rows
    .map((row) => ({ ...row, onHand: Number(row.onHand ?? 0) }))
    .filter((row) => options.includeEmpty || row.onHand > 0);
}

/** Whether an item has any movement (then it is archived, never deleted). */
export async function itemHasMovements(tx: Transaction, itemId: string): Promise<boolean> {
  const rows = await tx.execute(
    sql`select 1 from material_movements where item_id = ${itemId} limit 1`,
  );
  return rows.rows.length > 0;
}
