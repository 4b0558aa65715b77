import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { materialItems, type MaterialItemRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { likePattern } from '../../shared/sql-fragments';

/** The catalogue's SQL: items and whether the ledger knows them. */

export interface ItemFilters {
  search?: string;
  category?: MaterialItemRow['category'];
  includeArchived?: boolean;
}

function itemConditions(orgId: number, filters: ItemFilters): SQL | undefined {
  return and(
    eq(materialItems.orgId, orgId),
    filters.includeArchived ? undefined : isNull(materialItems.archivedAt),
    filters.category ? eq(materialItems.category, filters.category) : undefined,
    filters.search
      ? or(
          ilike(materialItems.name, likePattern(filters.search)),
          ilike(materialItems.sku, likePattern(filters.search)),
        )
      : undefined,
  );
}

const itemSortColumns = {
  name: materialItems.name,
  sku: materialItems.sku,
  category: materialItems.category,
  createdAt: materialItems.createdAt,
} as const;

/** Whether the ledger has a movement of the item. */
const hasMovementsColumn = sql<boolean>`exists (select 1 from material_movements m where m.item_id = material_items.id)`;

export async function selectItemPage(
  tx: Transaction,
  orgId: number,
  filters: ItemFilters,
  page: {
    sortBy: keyof typeof itemSortColumns;
    sortOrder: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
) {
  const where = itemConditions(orgId, filters);
  const order = page.sortOrder === 'desc' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    tx
      .select({ item: materialItems, hasMovements: hasMovementsColumn })
      .from(materialItems)
      .where(where)
      .orderBy(order(itemSortColumns[page.sortBy]), asc(materialItems.id))
      .offset(page.offset)
      .limit(page.limit),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(materialItems)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The organisation's item, or 404 (another organisation's is a 404 too). */
export async function findItem(
  tx: Transaction,
  orgId: number,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ item: MaterialItemRow; hasMovements: boolean }> {
  const query = tx
    .select({ item: materialItems, hasMovements: hasMovementsColumn })
    .from(materialItems)
    .where(and(eq(materialItems.orgId, orgId), eq(materialItems.id, id)));
  const [row] = await (options.forUpdate ? query.for('update', { of: materialItems }) : query);
  if (!row) throw notFound('Item');
  return row;
}

export async function insertItem(tx: Transaction, values: typeof materialItems.$inferInsert) {
  const [row] = await tx.insert(materialItems).values(values).returning();
  return row!;
}

export async function updateItemRow(
  tx: Transaction,
  id: string,
  values: Partial<typeof materialItems.$inferInsert>,
) {
  const [row] = await tx
    .update(materialItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(materialItems.id, id))
    .returning();
  return row!;
}

export async function deleteItemRow(tx: Transaction, id: string) {
  await tx.delete(materialItems).where(eq(materialItems.id, id));
}
