import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { snapshot } from './db-snapshot';
import { ADMIN, OTHER_ADMIN, requester, signInDemoAccounts } from './requests';
import { createTestContext, type TestContext } from './test-app';

/**
 * What the materials test files share: one app and database per file, the demo's ids, helpers to
 * create an item and move stock as a demo account, and the ledger-equals-cache check.
 */
export const PEST = 'pest@demo.example';

export const kit = {} as {
  ctx: TestContext;
  call: ReturnType<typeof requester>;
  org: number;
  otherOrg: number;
  /** Live demo branches (served by the pest vendor), and one of the other organisation. */
  branch: number;
  branch2: number;
  foreignBranch: number;
};

export function setUpMaterials() {
  beforeAll(async () => {
    kit.ctx = await createTestContext();
    kit.call = requester(kit.ctx);
    await signInDemoAccounts(kit.ctx);
    await kit.ctx.as(PEST);
    kit.org = kit.ctx.seed.demoOrgId;
    kit.otherOrg = kit.ctx.seed.otherOrgId;
    const served = await kit.ctx.db.execute<{ location_id: number }>(
      sql`select distinct location_id from pest_control_records
        where org_id = ${kit.org} and vendor_id = 'VEN-002' order by location_id limit 2`,
    );
    kit.branch = served.rows[0]!.location_id;
    kit.branch2 = served.rows[1]!.location_id;
    const foreign = await kit.ctx.db.execute<{ location_id: number }>(
      sql`select location_id from locations where org_id = ${kit.otherOrg} limit 1`,
    );
    kit.foreignBranch = foreign.rows[0]!.location_id;
  });
  afterAll(() => kit.ctx.close());
}

let skuNumber = 0;

/** A new item of the demo organisation (or the other one), created through the API. */
export async function newItem(
  fields: Record<string, unknown> = {},
  as = ADMIN,
): Promise<{ id: string; sku: string; unit: string }> {
  skuNumber += 1;
  const response = await kit.call(as, 'POST', '/api/materials/items', {
    sku: `T-${skuNumber}-${Math.random().toString(36).slice(2, 8)}`,
    name: `Test item ${skuNumber}`,
    category: 'consumable',
    unit: 'piece',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.item;
}

export const newChemical = (fields: Record<string, unknown> = {}) =>
  newItem({ category: 'chemical', unit: 'millilitre', activeIngredient: 'Test 1%', ...fields });

export const otherOrgItem = () => newItem({}, OTHER_ADMIN);

/** Posts a movement and expects it to be written. */
export async function move(
  kind: 'receipts' | 'issues' | 'adjustments' | 'disposals',
  body: Record<string, unknown>,
  as = ADMIN,
) {
  const response = await kit.call(as, 'POST', `/api/materials/${kind}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    movements: { id: number; quantity: number; batchId: string | null; balanceAfter: number }[];
    stock: { onHand: number; low: boolean; lowSince: string | null; suggestedOrder: number };
  };
}

/** The pair's on hand in the balance cache (0 when it has no row). */
export async function onHand(itemId: string, locationId: number): Promise<number> {
  const rows = await kit.ctx.db.execute<{ on_hand: string }>(
    sql`select on_hand from material_stock where item_id = ${itemId} and location_id = ${locationId}`,
  );
  return Number(rows.rows[0]?.on_hand ?? 0);
}

/** Fingerprints the database around `run` and expects nothing to have changed. */
export async function unchanged(run: () => Promise<unknown>) {
  const before = await snapshot(kit.ctx.db);
  await run();
  expect(await snapshot(kit.ctx.db)).toEqual(before);
}

/**
 * Every pair's and every batch balance's cache against the ledger's sum, in every organisation,
 * and every movement's balance_after against the running sum: the rows that disagree.
 */
export async function cacheDisagreements(): Promise<unknown[]> {
  const pairs = await kit.ctx.db.execute(sql`
    select s.org_id, s.item_id, s.location_id, s.on_hand, coalesce(l.total, 0) as ledger
    from material_stock s
    full join (select org_id, item_id, location_id, sum(quantity) as total
      from material_movements group by 1, 2, 3) l
      using (org_id, item_id, location_id)
    where s.on_hand is distinct from coalesce(l.total, 0)`);
  const batches = await kit.ctx.db.execute(sql`
    select b.batch_id, b.location_id, b.on_hand, coalesce(l.total, 0) as ledger
    from material_batch_stock b
    full join (select org_id, item_id, location_id, batch_id, sum(quantity) as total
      from material_movements where batch_id is not null group by 1, 2, 3, 4) l
      using (org_id, item_id, location_id, batch_id)
    where b.on_hand is distinct from coalesce(l.total, 0)`);
  const running = await kit.ctx.db.execute(sql`
    select id from (
      select id, balance_after, sum(quantity) over (partition by org_id, item_id, location_id
        order by id) as running from material_movements) m
    where balance_after <> running or running < 0`);
  return [...pairs.rows, ...batches.rows, ...running.rows];
}
