import {
  paginationOf,
  pageWindow,
  type ListMaterialItemsData,
  type ListMaterialItemsQuery,
  type MaterialBatch,
  type MaterialBatchesQuery,
  type MaterialItem,
  type CreateMaterialItemBody,
  type UpdateMaterialItemBody,
  isExpired,
} from '@fm/contracts';
import type { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import { conflict } from '../../http/errors';
import { auditAndPublish, changedFields } from '../../shared/audit';
import { orgToday } from '../../shared/org-time';
import type { ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { checkFilters } from './filters';
import { fieldError } from './ledger';
import { itemHasMovements, selectItemBatches } from './ledger-queries';
import { deleteItemRow, findItem, insertItem, selectItemPage, updateItemRow } from './queries';
import { toItem } from './records';

type Out<T extends z.ZodType> = z.output<T>;

const ITEM_EVENT = 'materials.item.changed';

const skuTaken = (sku: string) => conflict(`An item with the SKU ${sku} exists already`);

/** `GET /api/materials/items`: the catalogue, searchable and paged. */
export async function listItems(
  { db, caller }: ServiceContext,
  query: Out<typeof ListMaterialItemsQuery>,
): Promise<ListMaterialItemsData> {
  authorize(caller, 'material:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      const { rows, total } = await selectItemPage(
        tx,
        caller.orgId,
        { search: query.search, category: query.category, includeArchived: query.includeArchived },
        { sortBy: query.sortBy, sortOrder: query.sortOrder, ...pageWindow(query) },
      );
      return {
        items: rows.map((row) => toItem(row.item, row.hasMovements)),
        pagination: paginationOf(total, query),
      };
    },
    { readOnly: true },
  );
}

/** `GET /api/materials/items/{id}`. */
export async function getItem({ db, caller }: ServiceContext, id: string): Promise<MaterialItem> {
  authorize(caller, 'material:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      const { item, hasMovements } = await findItem(tx, caller.orgId, id);
      return toItem(item, hasMovements);
    },
    { readOnly: true },
  );
}

/** A chemical is always batch-tracked; other items as asked. */
const batchTrackedFor = (category: string, asked: boolean | undefined, was = false) =>
  category === 'chemical' ? true : (asked ?? was);

/** `POST /api/materials/items` (admins). */
export async function createItem(
  ctx: ServiceContext,
  input: Out<typeof CreateMaterialItemBody>,
): Promise<MaterialItem> {
  const { db, caller } = ctx;
  authorize(caller, 'material:manage');
  return inTenant(db, caller.orgId, async (tx) => {
    let row;
    try {
      row = await insertItem(tx, {
        orgId: caller.orgId,
        sku: input.sku,
        name: input.name,
        category: input.category,
        unit: input.unit,
        description: input.description || null,
        unitCost: input.unitCost ?? null,
        activeIngredient: input.activeIngredient || null,
        hazardNote: input.hazardNote || null,
        batchTracked: batchTrackedFor(input.category, input.batchTracked),
        createdBy: caller.email,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw skuTaken(input.sku);
      throw error;
    }
    await auditAndPublish(
      tx,
      ctx,
      {
        action: 'materials.item.created',
        entityType: 'material-item',
        entityId: row.id,
        changes: { sku: row.sku, name: row.name, category: row.category, unit: row.unit },
      },
      { type: ITEM_EVENT, data: { itemId: row.id }, audience: 'material:read' },
    );
    return toItem(row, false);
  });
}

/** `PATCH /api/materials/items/{id}` (admins): the unit of an item with movements stays. */
export async function updateItem(
  ctx: ServiceContext,
  id: string,
  input: Out<typeof UpdateMaterialItemBody>,
): Promise<MaterialItem> {
  const { db, caller } = ctx;
  authorize(caller, 'material:manage');
  return inTenant(db, caller.orgId, async (tx) => {
    const { item, hasMovements } = await findItem(tx, caller.orgId, id, { forUpdate: true });
    if (hasMovements && input.unit !== undefined && input.unit !== item.unit)
      throw fieldError(
        'unit',
        'cannot change once the item has movements (its quantities are in it)',
      );
    const category = input.category ?? item.category;
    if (hasMovements && input.batchTracked === false && item.batchTracked)
      throw fieldError('batchTracked', 'cannot be switched off once the item has movements');
    const values = {
      ...(input.sku !== undefined ? { sku: input.sku } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
      ...(input.unit !== undefined ? { unit: input.unit } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.unitCost !== undefined ? { unitCost: input.unitCost } : {}),
      ...(input.activeIngredient !== undefined
        ? { activeIngredient: input.activeIngredient || null }
        : {}),
      ...(input.hazardNote !== undefined ? { hazardNote: input.hazardNote || null } : {}),
      batchTracked: batchTrackedFor(category, input.batchTracked, item.batchTracked),
    };
    if (hasMovements && !item.batchTracked && values.batchTracked)
      throw fieldError('category', 'cannot make an item with movements batch-tracked');
    let row;
    try {
      row = await updateItemRow(tx, id, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw skuTaken(input.sku ?? item.sku);
      throw error;
    }
    const changes = changedFields(item, values);
    if (changes)
      await auditAndPublish(
        tx,
        ctx,
        { action: 'materials.item.updated', entityType: 'material-item', entityId: id, changes },
        { type: ITEM_EVENT, data: { itemId: id }, audience: 'material:read' },
      );
    return toItem(row, hasMovements);
  });
}

/** `POST /api/materials/items/{id}/archive` and `/restore` (admins). */
export async function setItemArchived(
  ctx: ServiceContext,
  id: string,
  archived: boolean,
): Promise<MaterialItem> {
  const { db, caller } = ctx;
  authorize(caller, 'material:manage');
  return inTenant(db, caller.orgId, async (tx) => {
    const { item, hasMovements } = await findItem(tx, caller.orgId, id, { forUpdate: true });
    if ((item.archivedAt !== null) === archived) return toItem(item, hasMovements);
    const row = await updateItemRow(tx, id, {
      archivedAt: archived ? ctx.platform.clock.now() : null,
      archivedBy: archived ? caller.email : null,
    });
    await auditAndPublish(
      tx,
      ctx,
      {
        action: archived ? 'materials.item.archived' : 'materials.item.restored',
        entityType: 'material-item',
        entityId: id,
      },
      { type: ITEM_EVENT, data: { itemId: id }, audience: 'material:read' },
    );
    return toItem(row, hasMovements);
  });
}

/** `DELETE /api/materials/items/{id}` (admins): only while the ledger has no movement of it. */
export async function deleteItem(
  ctx: ServiceContext,
  id: string,
): Promise<{ id: string; deleted: true }> {
  const { db, caller } = ctx;
  authorize(caller, 'material:manage');
  return inTenant(db, caller.orgId, async (tx) => {
    const { item } = await findItem(tx, caller.orgId, id, { forUpdate: true });
    if (await itemHasMovements(tx, id))
      throw conflict(`${item.name} has movements: archive it instead (the ledger keeps it)`);
    await deleteItemRow(tx, id);
    await auditAndPublish(
      tx,
      ctx,
      {
        action: 'materials.item.deleted',
        entityType: 'material-item',
        entityId: id,
        changes: { sku: item.sku, name: item.name },
      },
      { type: ITEM_EVENT, data: { itemId: id }, audience: 'material:read' },
    );
    return { id, deleted: true as const };
  });
}

/** `GET /api/materials/items/{id}/batches`: batches with their expiry and what is on hand. */
export async function listBatches(
  { db, caller, platform }: ServiceContext,
  id: string,
  query: Out<typeof MaterialBatchesQuery>,
): Promise<MaterialBatch[]> {
  authorize(caller, 'material:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      await checkFilters(tx, caller.orgId, { itemId: id, locationId: query.locationId });
      const today = await orgToday(tx, caller.orgId, platform.clock.now());
      const rows = await selectItemBatches(tx, caller.orgId, id, {
        locationId: query.locationId,
        includeEmpty: query.includeEmpty ?? false,
      });
      return rows.map((row) => ({
        id: row.id,
        itemId: row.itemId,
        code: row.code,
        expiresOn: row.expiresOn,
        expired: row.expiresOn !== null && isExpired(row.expiresOn, today),
        onHand: row.onHand,
        createdAt: new Date(row.createdAt).toISOString(),
      }));
    },
    { readOnly: true },
  );
}
