import {
  isLow,
  paginationOf,
  pageWindow,
  type ListLowStockData,
  type ListLowStockQuery,
  type ListStockData,
  type ListStockQuery,
  type SetStockLevelsBody,
  type StockLine,
} from '@fm/contracts';
import type { z } from 'zod';
import { authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { inTenant } from '../../db/tenant';
import { writeAudit } from '../../shared/audit';
import { findNamedLocation } from '../../shared/location-lookup';
import type { ServiceContext } from '../../shared/service-context';
import { checkFilters } from './filters';
import { announceLowStockChange, openPair } from './ledger';
import { mailLowStock } from './low-stock-mail';
import { findItem } from './queries';
import { toStockLine } from './records';
import {
  selectLowStock,
  selectStockLine,
  selectStockPage,
  setPairLevels,
  setPairLowSince,
} from './stock-queries';

type Out<T extends z.ZodType> = z.output<T>;

/** `GET /api/materials/stock`: pairs by location, by item, or all, with filters and paging. */
export async function listStock(
  { db, caller }: ServiceContext,
  query: Out<typeof ListStockQuery>,
): Promise<ListStockData> {
  authorize(caller, 'material:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      await checkFilters(tx, caller.orgId, query);
      const { rows, total } = await selectStockPage(
        tx,
        caller.orgId,
        {
          locationId: query.locationId,
          itemId: query.itemId,
          category: query.category,
          lowOnly: query.lowOnly,
          search: query.search,
        },
        { sortBy: query.sortBy, sortOrder: query.sortOrder, ...pageWindow(query) },
      );
      return { stock: rows.map(toStockLine), pagination: paginationOf(total, query) };
    },
    { readOnly: true },
  );
}

/** `GET /api/materials/low-stock`: the standing low-stock notices. */
export async function listLowStock(
  { db, caller }: ServiceContext,
  query: Out<typeof ListLowStockQuery>,
): Promise<ListLowStockData> {
  authorize(caller, 'material:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      await checkFilters(tx, caller.orgId, query);
      const { rows, total } = await selectLowStock(tx, caller.orgId, query);
      return { stock: rows.map(toStockLine), total };
    },
    { readOnly: true },
  );
}

/** The pair as the API shows it (after a change in this transaction). */
export async function stockLineOf(
  tx: Transaction,
  orgId: number,
  itemId: string,
  locationId: number,
): Promise<StockLine> {
  const row = await selectStockLine(tx, orgId, itemId, locationId);
  if (!row) throw new Error('The pair was written in this transaction');
  return toStockLine(row);
}

/**
 * `PUT /api/materials/stock` (admins): a pair's minimum, maximum and reorder quantity. A new
 * minimum that the stock is already at or below raises the notice (once), one below it clears it.
 */
export async function setStockLevels(
  ctx: ServiceContext,
  input: Out<typeof SetStockLevelsBody>,
): Promise<StockLine> {
  const { db, caller, platform } = ctx;
  authorize(caller, 'material:manage');
  const { line, notice } = await inTenant(db, caller.orgId, async (tx) => {
    const { item } = await findItem(tx, caller.orgId, input.itemId);
    const location = await findNamedLocation(tx, caller.orgId, input.locationId);
    const pair = await openPair(tx, caller.orgId, item, location);
    const wasLow = pair.row.lowSince !== null;
    const row = await setPairLevels(tx, caller.orgId, item.id, location.locationId, {
      minimum: input.minimum,
      maximum: input.maximum ?? null,
      reorderQuantity: input.reorderQuantity ?? null,
    });
    const nowLow = isLow(Number(row.onHand), row.minimum === null ? null : Number(row.minimum));
    const lowSince = nowLow ? (row.lowSince ?? platform.clock.now()) : null;
    if (wasLow !== nowLow)
      await setPairLowSince(tx, caller.orgId, item.id, location.locationId, lowSince);
    pair.row = { ...row, lowSince };
    const raised = await announceLowStockChange(tx, ctx, pair, wasLow, nowLow);
    await writeAudit(tx, caller, {
      action: 'materials.stock-levels.changed',
      entityType: 'material-stock',
      entityId: `${item.id}@${location.locationId}`,
      changes: {
        minimum: input.minimum,
        maximum: input.maximum ?? null,
        reorderQuantity: input.reorderQuantity ?? null,
      },
    });
    await platform.events.publish(tx, {
      orgId: caller.orgId,
      type: 'materials.stock.changed',
      data: { itemId: item.id, locationId: location.locationId },
      audience: 'material:read',
    });
    return {
      line: await stockLineOf(tx, caller.orgId, item.id, location.locationId),
      notice: raised,
    };
  });
  if (notice) await mailLowStock(platform, caller.orgId, [notice]);
  return line;
}
