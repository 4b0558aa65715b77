import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, APPROVER, OTHER_ADMIN, USER, VENDOR, VIEWER } from '../../../test/requests';
import {
  PEST,
  cacheDisagreements,
  kit,
  move,
  newChemical,
  newItem,
  onHand,
  otherOrgItem,
  setUpMaterials,
  unchanged,
} from '../../../test/materials-kit';

// The catalogue, stock per location, and the ledger's receipts, issues, adjustments, disposals
// and reversals: rules, refusals that write nothing, roles, vendor scope and tenant walls.
setUpMaterials();

const detailPaths = (body: string) =>
  (JSON.parse(body) as { details?: { path: string }[] }).details?.map((detail) => detail.path) ??
  [];

describe('material items', () => {
  it('creates, lists, finds, changes, archives and restores items', async () => {
    const created = await newItem({ name: 'Zebra hand towel', unitCost: 12.5 });
    expect(created).toMatchObject({
      name: 'Zebra hand towel',
      category: 'consumable',
      unit: 'piece',
      unitCost: 12.5,
      batchTracked: false,
      archivedAt: null,
      hasMovements: false,
    });
    const list = await kit.call(VIEWER, 'GET', '/api/materials/items?search=zebra');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((item: { id: string }) => item.id)).toEqual([created.id]);
    expect(list.json().data.pagination).toMatchObject({ page: 1, total: 1 });

    const chemicals = await kit.call(
      USER,
      'GET',
      '/api/materials/items?category=chemical&limit=100',
    );
    expect(chemicals.json().data.items.length).toBe(8);
    expect(
      chemicals.json().data.items.every((item: { batchTracked: boolean }) => item.batchTracked),
    ).toBe(true);

    const patched = await kit.call(ADMIN, 'PATCH', `/api/materials/items/${created.id}`, {
      name: 'Zebra hand towel, large',
      description: 'Two-ply',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.item).toMatchObject({
      name: 'Zebra hand towel, large',
      description: 'Two-ply',
    });

    const archived = await kit.call(ADMIN, 'POST', `/api/materials/items/${created.id}/archive`);
    expect(archived.json().data.item.archivedAt).not.toBeNull();
    const hidden = await kit.call(VIEWER, 'GET', '/api/materials/items?search=zebra');
    expect(hidden.json().data.items).toEqual([]);
    const shown = await kit.call(
      VIEWER,
      'GET',
      '/api/materials/items?search=zebra&includeArchived=true',
    );
    expect(shown.json().data.items).toHaveLength(1);
    const restored = await kit.call(ADMIN, 'POST', `/api/materials/items/${created.id}/restore`);
    expect(restored.json().data.item.archivedAt).toBeNull();
    const one = await kit.call(VENDOR, 'GET', `/api/materials/items/${created.id}`);
    expect(one.json().data.item.name).toBe('Zebra hand towel, large');
  });

  it('keeps SKUs unique per organisation whatever their case, and chemicals batch-tracked', async () => {
    const first = await newItem({ sku: 'DUP-1' });
    const again = await kit.call(ADMIN, 'POST', '/api/materials/items', {
      sku: 'dup-1',
      name: 'Again',
      category: 'spare',
      unit: 'piece',
    });
    expect(again.statusCode).toBe(409);
    // The other organisation may use the same SKU.
    const elsewhere = await kit.call(OTHER_ADMIN, 'POST', '/api/materials/items', {
      sku: 'DUP-1',
      name: 'Theirs',
      category: 'spare',
      unit: 'piece',
    });
    expect(elsewhere.statusCode).toBe(201);
    const chemical = await newChemical({ batchTracked: false });
    expect(chemical).toMatchObject({ batchTracked: true });
    expect(first.sku).toBe('DUP-1');
  });

  it('deletes an item only while it has no movements; then it is archived instead', async () => {
    const unused = await newItem();
    const deleted = await kit.call(ADMIN, 'DELETE', `/api/materials/items/${unused.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await kit.call(ADMIN, 'GET', `/api/materials/items/${unused.id}`)).statusCode).toBe(
      404,
    );

    const used = await newItem();
    await move('receipts', { itemId: used.id, locationId: kit.branch, quantity: 2 });
    await unchanged(async () => {
      const refused = await kit.call(ADMIN, 'DELETE', `/api/materials/items/${used.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/archive/);
      const unit = await kit.call(ADMIN, 'PATCH', `/api/materials/items/${used.id}`, {
        unit: 'box',
      });
      expect(unit.statusCode).toBe(400);
      expect(detailPaths(unit.body)).toEqual(['body.unit']);
    });
  });

  it('refuses bad items with a 400 naming the field, and other roles with a 403', async () => {
    await unchanged(async () => {
      const unit = await kit.call(ADMIN, 'POST', '/api/materials/items', {
        sku: 'BAD-1',
        name: 'Bad',
        category: 'consumable',
        unit: 'bucket',
      });
      expect(unit.statusCode).toBe(400);
      expect(detailPaths(unit.body)).toEqual(['body.unit']);
      const category = await kit.call(ADMIN, 'POST', '/api/materials/items', {
        sku: 'BAD-1',
        name: 'Bad',
        category: 'food',
        unit: 'piece',
      });
      expect(detailPaths(category.body)).toEqual(['body.category']);
      for (const who of [APPROVER, USER, VENDOR, VIEWER]) {
        const refused = await kit.call(who, 'POST', '/api/materials/items', {
          sku: 'BAD-2',
          name: 'Bad',
          category: 'consumable',
          unit: 'piece',
        });
        expect(refused.statusCode, who).toBe(403);
      }
    });
  });
});

describe('receipts, issues and stock', () => {
  it('receives and issues, and shows the stock by location and by item', async () => {
    const towel = await newItem({ name: 'Quokka towel' });
    const received = await move('receipts', {
      itemId: towel.id,
      locationId: kit.branch,
      quantity: 10,
      note: 'PO 1',
    });
    expect(received.movements).toMatchObject([{ quantity: 10, balanceAfter: 10 }]);
    expect(received.stock.onHand).toBe(10);
    await move('receipts', { itemId: towel.id, locationId: kit.branch2, quantity: 4 });
    const issued = await move('issues', { itemId: towel.id, locationId: kit.branch, quantity: 3 });
    expect(issued.movements).toMatchObject([{ quantity: -3, balanceAfter: 7 }]);

    const byItem = await kit.call(
      VIEWER,
      'GET',
      `/api/materials/stock?itemId=${towel.id}&sortBy=location`,
    );
    expect(byItem.statusCode, byItem.body).toBe(200);
    expect(
      byItem
        .json()
        .data.stock.map((line: { locationId: number; onHand: number }) => [
          line.locationId,
          line.onHand,
        ]),
    ).toEqual([
      [kit.branch, 7],
      [kit.branch2, 4],
    ]);
    const byLocation = await kit.call(
      VIEWER,
      'GET',
      `/api/materials/stock?locationId=${kit.branch}&search=quokka`,
    );
    expect(byLocation.json().data.stock).toMatchObject([{ itemName: 'Quokka towel', onHand: 7 }]);
    const spares = await kit.call(
      VIEWER,
      'GET',
      `/api/materials/stock?locationId=${kit.branch}&category=spare&limit=100`,
    );
    expect(spares.json().data.stock.length).toBeGreaterThan(5);
    expect(
      spares.json().data.stock.every((line: { category: string }) => line.category === 'spare'),
    ).toBe(true);
    const paged = await kit.call(VIEWER, 'GET', '/api/materials/stock?limit=10&page=2&sortBy=item');
    expect(paged.json().data.stock).toHaveLength(10);
    expect(paged.json().data.pagination).toMatchObject({ page: 2, hasPrevPage: true });
  });

  it('refuses issuing more than is on hand with a 409 that says how many, writing nothing', async () => {
    const towel = await newItem({ name: 'Wombat towel' });
    await move('receipts', { itemId: towel.id, locationId: kit.branch, quantity: 2 });
    await unchanged(async () => {
      const refused = await kit.call(ADMIN, 'POST', '/api/materials/issues', {
        itemId: towel.id,
        locationId: kit.branch,
        quantity: 3,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/Only 2 pcs of Wombat towel on hand/);
    });
  });

  it('refuses zero, negative and fractional quantities, unknown pairs, with the field named', async () => {
    const towel = await newItem();
    const litre = await newItem({ unit: 'litre' });
    await move('receipts', { itemId: towel.id, locationId: kit.branch, quantity: 5 });
    await unchanged(async () => {
      for (const quantity of [0, -1]) {
        const response = await kit.call(ADMIN, 'POST', '/api/materials/issues', {
          itemId: towel.id,
          locationId: kit.branch,
          quantity,
        });
        expect(response.statusCode).toBe(400);
        expect(detailPaths(response.body)).toEqual(['body.quantity']);
      }
      const fractional = await kit.call(ADMIN, 'POST', '/api/materials/receipts', {
        itemId: towel.id,
        locationId: kit.branch,
        quantity: 1.5,
      });
      expect(fractional.statusCode).toBe(400);
      expect(detailPaths(fractional.body)).toEqual(['body.quantity']);
      const decimals = await kit.call(ADMIN, 'POST', '/api/materials/receipts', {
        itemId: litre.id,
        locationId: kit.branch,
        quantity: 1.2345,
      });
      expect(detailPaths(decimals.body)).toEqual(['body.quantity']);
      const text = await kit.call(ADMIN, 'POST', '/api/materials/receipts', {
        itemId: towel.id,
        locationId: kit.branch,
        quantity: '2',
      });
      expect(detailPaths(text.body)).toEqual(['body.quantity']);
      const nowhere = await kit.call(ADMIN, 'POST', '/api/materials/receipts', {
        itemId: towel.id,
        locationId: 999_999,
        quantity: 1,
      });
      expect(nowhere.statusCode).toBe(404);
    });
    // A litre item takes decimals.
    const poured = await move('receipts', {
      itemId: litre.id,
      locationId: kit.branch,
      quantity: 1.25,
    });
    expect(poured.stock.onHand).toBe(1.25);
  });

  it('adjusts and disposes only with a reason, and reverses a movement once', async () => {
    const towel = await newItem();
    const received = await move('receipts', {
      itemId: towel.id,
      locationId: kit.branch,
      quantity: 10,
    });
    await unchanged(async () => {
      const noReason = await kit.call(ADMIN, 'POST', '/api/materials/adjustments', {
        itemId: towel.id,
        locationId: kit.branch,
        quantity: 1,
        direction: 'decrease',
      });
      expect(noReason.statusCode).toBe(400);
      expect(detailPaths(noReason.body)).toEqual(['body.reason']);
      const disposal = await kit.call(ADMIN, 'POST', '/api/materials/disposals', {
        itemId: towel.id,
        locationId: kit.branch,
        quantity: 1,
        reason: ' ',
      });
      expect(detailPaths(disposal.body)).toEqual(['body.reason']);
      const vendor = await kit.call(PEST, 'POST', '/api/materials/adjustments', {
        itemId: towel.id,
        locationId: kit.branch,
        quantity: 1,
        direction: 'increase',
        reason: 'Counted',
      });
      expect(vendor.statusCode).toBe(403);
    });
    const up = await move('adjustments', {
      itemId: towel.id,
      locationId: kit.branch,
      quantity: 2,
      direction: 'increase',
      reason: 'Count found two more',
    });
    expect(up.stock.onHand).toBe(12);
    const gone = await move('disposals', {
      itemId: towel.id,
      locationId: kit.branch,
      quantity: 1,
      reason: 'Water damage',
    });
    expect(gone.movements).toMatchObject([{ quantity: -1, balanceAfter: 11 }]);

    const receiptId = received.movements[0]!.id;
    const reversed = await kit.call(
      ADMIN,
      'POST',
      `/api/materials/movements/${receiptId}/reverse`,
      {
        reason: 'Entered at the wrong branch',
      },
    );
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(reversed.json().data.movements).toMatchObject([
      {
        type: 'receipt',
        quantity: -10,
        reversesId: receiptId,
        reason: 'Entered at the wrong branch',
      },
    ]);
    expect(await onHand(towel.id, kit.branch)).toBe(1);
    await unchanged(async () => {
      const twice = await kit.call(ADMIN, 'POST', `/api/materials/movements/${receiptId}/reverse`, {
        reason: 'Again',
      });
      expect(twice.statusCode).toBe(409);
      const ofReversal = await kit.call(
        ADMIN,
        'POST',
        `/api/materials/movements/${reversed.json().data.movements[0].id}/reverse`,
        { reason: 'Undo the undo' },
      );
      expect(ofReversal.statusCode).toBe(409);
    });
    const ledger = await kit.call(VIEWER, 'GET', `/api/materials/movements?itemId=${towel.id}`);
    const original = ledger.json().data.movements.find((m: { id: number }) => m.id === receiptId);
    expect(original.reversedById).toBe(reversed.json().data.movements[0].id);
  });

  it('keeps the ledger append-only in the database itself', async () => {
    await expect(
      kit.ctx.db.execute(sql`update material_movements set note = 'edited'`),
    ).rejects.toThrow();
  });
});

describe('batches: first expiry first out, and expired batches', () => {
  it('requires a batch and a new batch’s expiry for chemicals, and refuses another item’s batch', async () => {
    const chemical = await newChemical();
    const other = await newChemical();
    const towelId = (await newItem()).id;
    const otherBatch = await move('receipts', {
      itemId: other.id,
      locationId: kit.branch,
      quantity: 100,
      batchCode: 'O-1',
      expiresOn: '2099-01-01',
    });
    await unchanged(async () => {
      const noBatch = await kit.call(ADMIN, 'POST', '/api/materials/receipts', {
        itemId: chemical.id,
        locationId: kit.branch,
        quantity: 100,
      });
      expect(noBatch.statusCode).toBe(400);
      expect(detailPaths(noBatch.body)).toEqual(['body.batchCode']);
      const noExpiry = await kit.call(ADMIN, 'POST', '/api/materials/receipts', {
        itemId: chemical.id,
        locationId: kit.branch,
        quantity: 100,
        batchCode: 'X-1',
      });
      expect(detailPaths(noExpiry.body)).toEqual(['body.expiresOn']);
      const foreignBatch = await kit.call(ADMIN, 'POST', '/api/materials/issues', {
        itemId: chemical.id,
        locationId: kit.branch,
        quantity: 1,
        batchId: otherBatch.movements[0]!.batchId,
      });
      expect(foreignBatch.statusCode).toBe(400);
      expect(detailPaths(foreignBatch.body)).toEqual(['body.batchId']);
      const plain = await kit.call(ADMIN, 'POST', '/api/materials/receipts', {
        itemId: towelId,
        locationId: kit.branch,
        quantity: 1,
        batchCode: 'NOPE',
      });
      expect(detailPaths(plain.body)).toEqual(['body.batchId']);
    });
  });

  it('issues from the batch that expires first, across batches, and never from an expired one', async () => {
    const chemical = await newChemical();
    const later = await move('receipts', {
      itemId: chemical.id,
      locationId: kit.branch,
      quantity: 100,
      batchCode: 'LATE',
      expiresOn: '2098-06-01',
    });
    const sooner = await move('receipts', {
      itemId: chemical.id,
      locationId: kit.branch,
      quantity: 100,
      batchCode: 'SOON',
      expiresOn: '2097-06-01',
    });
    const first = await move('issues', {
      itemId: chemical.id,
      locationId: kit.branch,
      quantity: 60,
    });
    expect(first.movements).toMatchObject([
      { batchId: sooner.movements[0]!.batchId, quantity: -60 },
    ]);
    const split = await move('issues', {
      itemId: chemical.id,
      locationId: kit.branch,
      quantity: 70,
    });
    expect(split.movements).toMatchObject([
      { batchId: sooner.movements[0]!.batchId, quantity: -40 },
      { batchId: later.movements[0]!.batchId, quantity: -30 },
    ]);
    const named = await move('issues', {
      itemId: chemical.id,
      locationId: kit.branch,
      quantity: 5,
      batchId: later.movements[0]!.batchId,
    });
    expect(named.stock.onHand).toBe(65);
  });

  it('refuses an expired batch for issues and lets it be disposed of', async () => {
    // The seed's third chemical has a batch that expired ten days ago, at every branch.
    const [expired] = (
      await kit.ctx.db.execute<{ id: string; item_id: string; on_hand: string }>(sql`
        select b.id, b.item_id, bs.on_hand from material_batches b
        join material_batch_stock bs on bs.batch_id = b.id
        where b.org_id = ${kit.org} and b.expires_on < current_date and bs.location_id = ${kit.branch}
          and bs.on_hand > 0 limit 1`)
    ).rows;
    expect(expired).toBeDefined();
    await unchanged(async () => {
      const refused = await kit.call(PEST, 'POST', '/api/materials/issues', {
        itemId: expired!.item_id,
        locationId: kit.branch,
        quantity: 1,
        batchId: expired!.id,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/expired .* only disposed of/);
    });
    // Without a named batch, the issue takes the fresh batch only.
    const fefo = await move(
      'issues',
      { itemId: expired!.item_id, locationId: kit.branch, quantity: 1 },
      PEST,
    );
    expect(fefo.movements.every((m) => m.batchId !== expired!.id)).toBe(true);
    const disposed = await move('disposals', {
      itemId: expired!.item_id,
      locationId: kit.branch,
      quantity: Number(expired!.on_hand),
      batchId: expired!.id,
      reason: 'Expired',
    });
    expect(disposed.movements).toMatchObject([{ batchId: expired!.id }]);
  });
});

describe('vendors', () => {
  it('lets the pest vendor move chemicals at branches they serve, and nothing else', async () => {
    const chemical = await newChemical();
    const towel = await newItem();
    const received = await move(
      'receipts',
      {
        itemId: chemical.id,
        locationId: kit.branch,
        quantity: 500,
        batchCode: 'V-1',
        expiresOn: '2099-01-01',
      },
      PEST,
    );
    expect(received.stock.onHand).toBe(500);
    await move('issues', { itemId: chemical.id, locationId: kit.branch, quantity: 250 }, PEST);
    const unserved = (
      await kit.ctx.db.execute<{ location_id: number }>(sql`
        select location_id from locations l where org_id = ${kit.org}
          and not exists (select 1 from pest_control_records r where r.org_id = l.org_id and r.location_id = l.location_id and r.vendor_id = 'VEN-002')
          and not exists (select 1 from pest_control_schedules s where s.org_id = l.org_id and s.location_id = l.location_id and s.vendor_id = 'VEN-002')
        limit 1`)
    ).rows[0]!.location_id;
    await unchanged(async () => {
      const elsewhere = await kit.call(PEST, 'POST', '/api/materials/receipts', {
        itemId: chemical.id,
        locationId: unserved,
        quantity: 1,
        batchCode: 'V-1',
      });
      expect(elsewhere.statusCode).toBe(404);
      const towels = await kit.call(PEST, 'POST', '/api/materials/issues', {
        itemId: towel.id,
        locationId: kit.branch,
        quantity: 1,
      });
      expect(towels.statusCode).toBe(403);
      // The housekeeping vendor serves no branch's pest control.
      const housekeeping = await kit.call(VENDOR, 'POST', '/api/materials/issues', {
        itemId: chemical.id,
        locationId: kit.branch,
        quantity: 1,
      });
      expect(housekeeping.statusCode).toBe(404);
      for (const who of [APPROVER, USER, VIEWER]) {
        const refused = await kit.call(who, 'POST', '/api/materials/issues', {
          itemId: chemical.id,
          locationId: kit.branch,
          quantity: 1,
        });
        expect(refused.statusCode, who).toBe(403);
      }
    });
  });
});

describe('low stock', () => {
  it('raises the notice once when a pair falls to its minimum, and clears it above', async () => {
    const towel = await newItem({ name: 'Numbat towel' });
    await move('receipts', { itemId: towel.id, locationId: kit.branch, quantity: 10 });
    const levels = await kit.call(ADMIN, 'PUT', '/api/materials/stock', {
      itemId: towel.id,
      locationId: kit.branch,
      minimum: 5,
      maximum: 20,
    });
    expect(levels.statusCode, levels.body).toBe(200);
    expect(levels.json().data.stock).toMatchObject({ onHand: 10, minimum: 5, low: false });
    const mails = async () =>
      (
        await kit.ctx.db.execute<{ to_address: string; text_body: string }>(
          sql`select to_address, text_body from mail_outbox where kind = 'materials.low-stock' and subject like '%Numbat%'`,
        )
      ).rows;
    const raised = async () =>
      Number(
        (
          await kit.ctx.db.execute<{ count: string }>(
            sql`select count(*) from domain_events where type = 'materials.low-stock.raised' and data->>'itemId' = ${towel.id}`,
          )
        ).rows[0]!.count,
      );
    expect(await mails()).toEqual([]);
    const low = await move('issues', { itemId: towel.id, locationId: kit.branch, quantity: 5 });
    expect(low.stock).toMatchObject({ onHand: 5, low: true, suggestedOrder: 15 });
    expect(await raised()).toBe(1);
    const sent = await mails();
    expect(sent.map((mail) => mail.to_address)).toContain(ADMIN);
    expect(sent[0]!.text_body).toMatch(
      /On hand: 5 pcs[\s\S]*Minimum: 5 pcs[\s\S]*Suggested order: 15 pcs/,
    );
    const list = await kit.call(VIEWER, 'GET', `/api/materials/low-stock?locationId=${kit.branch}`);
    expect(list.json().data.stock.map((line: { itemId: string }) => line.itemId)).toContain(
      towel.id,
    );

    await move('issues', { itemId: towel.id, locationId: kit.branch, quantity: 2 });
    expect(await raised()).toBe(1);
    expect(await mails()).toHaveLength(sent.length);

    const back = await move('receipts', { itemId: towel.id, locationId: kit.branch, quantity: 10 });
    expect(back.stock).toMatchObject({ onHand: 13, low: false, lowSince: null });
    const cleared = await kit.ctx.db.execute(
      sql`select 1 from domain_events where type = 'materials.low-stock.cleared' and data->>'itemId' = ${towel.id}`,
    );
    expect(cleared.rows).toHaveLength(1);
    const after = await kit.call(
      VIEWER,
      'GET',
      `/api/materials/low-stock?locationId=${kit.branch}`,
    );
    expect(after.json().data.stock.map((line: { itemId: string }) => line.itemId)).not.toContain(
      towel.id,
    );
  });
});

describe('the ledger list', () => {
  it('pages newest first by keyset, with filters', async () => {
    const towel = await newItem();
    for (const quantity of [1, 2, 3, 4, 5])
      await move('receipts', { itemId: towel.id, locationId: kit.branch, quantity });
    await move('issues', { itemId: towel.id, locationId: kit.branch, quantity: 1 });
    const first = await kit.call(
      VIEWER,
      'GET',
      `/api/materials/movements?itemId=${towel.id}&limit=4`,
    );
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data;
    expect(page1.movements.map((m: { quantity: number }) => m.quantity)).toEqual([-1, 5, 4, 3]);
    const second = await kit.call(
      VIEWER,
      'GET',
      `/api/materials/movements?itemId=${towel.id}&limit=4&before=${page1.nextCursor}`,
    );
    expect(second.json().data).toMatchObject({ nextCursor: null });
    expect(second.json().data.movements.map((m: { quantity: number }) => m.quantity)).toEqual([
      2, 1,
    ]);
    const issues = await kit.call(
      VIEWER,
      'GET',
      `/api/materials/movements?itemId=${towel.id}&type=issue&locationId=${kit.branch}`,
    );
    expect(issues.json().data.movements).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await kit.call(
      VIEWER,
      'GET',
      `/api/materials/movements?itemId=${towel.id}&from=2000-01-01&to=2000-01-02`,
    );
    expect(dated.json().data.movements).toEqual([]);
    expect(today).toMatch(/^\d{4}/);
  });
});

describe('tenant walls', () => {
  it("answers another organisation's items, movements and locations with 404, changing nothing", async () => {
    const theirs = await otherOrgItem();
    const theirMove = await kit.call(OTHER_ADMIN, 'POST', '/api/materials/receipts', {
      itemId: theirs.id,
      locationId: kit.foreignBranch,
      quantity: 3,
    });
    expect(theirMove.statusCode, theirMove.body).toBe(201);
    const theirMovementId = theirMove.json().data.movements[0].id;
    const mine = await newItem();
    await unchanged(async () => {
      const attempts: [string, string, unknown?][] = [
        ['GET', `/api/materials/items/${theirs.id}`],
        ['PATCH', `/api/materials/items/${theirs.id}`, { name: 'Mine now' }],
        ['POST', `/api/materials/items/${theirs.id}/archive`],
        ['DELETE', `/api/materials/items/${theirs.id}`],
        ['GET', `/api/materials/items/${theirs.id}/batches`],
        ['GET', `/api/materials/stock?itemId=${theirs.id}`],
        ['GET', `/api/materials/stock?locationId=${kit.foreignBranch}`],
        ['GET', `/api/materials/movements?itemId=${theirs.id}`],
        ['GET', `/api/materials/low-stock?locationId=${kit.foreignBranch}`],
        [
          'POST',
          '/api/materials/receipts',
          { itemId: theirs.id, locationId: kit.branch, quantity: 1 },
        ],
        [
          'POST',
          '/api/materials/receipts',
          { itemId: mine.id, locationId: kit.foreignBranch, quantity: 1 },
        ],
        [
          'POST',
          '/api/materials/issues',
          { itemId: theirs.id, locationId: kit.foreignBranch, quantity: 1 },
        ],
        [
          'PUT',
          '/api/materials/stock',
          { itemId: theirs.id, locationId: kit.foreignBranch, minimum: 1 },
        ],
        ['POST', `/api/materials/movements/${theirMovementId}/reverse`, { reason: 'Not mine' }],
      ];
      for (const [method, url, body] of attempts) {
        const response = await kit.call(ADMIN, method as 'GET', url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    });
  });
});

describe('the balance cache', () => {
  it('equals the ledger after the seed and every change above', async () => {
    expect(await cacheDisagreements()).toEqual([]);
  });
});
