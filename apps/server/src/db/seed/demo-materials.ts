import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TIME_ZONE,
  isLow,
  localToday,
  roundQuantity,
  type MaterialUnit,
} from '@fm/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  locations,
  materialBatchStock,
  materialBatches,
  materialItems,
  materialMovements,
  materialStock,
  materialTransfers,
  pestControlRecords,
} from '../schema';

type Category = 'consumable' | 'spare' | 'chemical' | 'other';
interface DemoItem {
  sku: string;
  name: string;
  category: Category;
  unit: MaterialUnit;
  /** Opening stock per branch, and what a month uses. */
  opening: number;
  monthly: number;
  unitCost: number;
  activeIngredient?: string;
  hazardNote?: string;
}

const item = (
  sku: string,
  name: string,
  category: Category,
  unit: MaterialUnit,
  opening: number,
  monthly: number,
  unitCost: number,
  chemical?: { activeIngredient: string; hazardNote: string },
): DemoItem => ({ sku, name, category, unit, opening, monthly, unitCost, ...chemical });

/** Forty items across the categories; the eight chemicals are batch-tracked. */
const demoCatalogue: DemoItem[] = [
  item('CON-HT-200', 'Hand towel roll, 200 m', 'consumable', 'piece', 40, 12, 145),
  item('CON-TT-10', 'Toilet tissue, pack of 10', 'consumable', 'pack', 20, 6, 320),
  item('CON-LS-5', 'Liquid hand soap', 'consumable', 'litre', 20, 5, 95),
  item('CON-FC-5', 'Floor cleaner concentrate', 'consumable', 'litre', 25, 6, 120),
  item('CON-GC-1', 'Glass cleaner', 'consumable', 'litre', 8, 2, 110),
  item('CON-SAN-1', 'Hand sanitiser', 'consumable', 'litre', 10, 3, 260),
  item('CON-GB-L', 'Garbage bags, large', 'consumable', 'pack', 15, 4, 180),
  item('CON-GB-S', 'Garbage bags, small', 'consumable', 'pack', 15, 4, 90),
  item('CON-TN-85', 'Toner cartridge 85A', 'consumable', 'piece', 4, 1, 3400),
  item('CON-A4-500', 'A4 paper, box of 5 reams', 'consumable', 'box', 10, 3, 1450),
  item('CON-AF-300', 'Air freshener refill', 'consumable', 'piece', 12, 3, 210),
  item('CON-MOP-H', 'Mop head, cotton', 'consumable', 'piece', 6, 1, 160),
  item('CON-GLV-M', 'Nitrile gloves, box of 100', 'consumable', 'box', 6, 2, 520),
  item('CON-DW-1', 'Dishwash liquid', 'consumable', 'litre', 6, 2, 140),
  item('CON-TCB-1', 'Toilet bowl cleaner', 'consumable', 'litre', 10, 3, 105),
  item('CON-WIPE', 'Microfibre cloths, pack of 5', 'consumable', 'pack', 6, 1, 230),
  item('SPR-LED-9', 'LED bulb 9 W', 'spare', 'piece', 20, 2, 95),
  item('SPR-TL-20', 'LED tube light 20 W', 'spare', 'piece', 10, 1, 340),
  item('SPR-ACF-1', 'AC filter, split unit', 'spare', 'piece', 6, 1, 450),
  item('SPR-FUSE-10', 'Fuse 10 A', 'spare', 'piece', 20, 1, 25),
  item('SPR-BAT-9V', 'Smoke detector battery 9 V', 'spare', 'piece', 12, 1, 120),
  item('SPR-BAT-AA', 'Sensor battery AA', 'spare', 'pack', 8, 1, 180),
  item('SPR-MCB-16', 'MCB 16 A', 'spare', 'piece', 4, 0, 310),
  item('SPR-DC-1', 'Door closer', 'spare', 'piece', 2, 0, 1250),
  item('SPR-TW-1', 'Tap washer set', 'spare', 'pack', 4, 0, 60),
  item('SPR-UPS-7', 'UPS battery 12 V 7 Ah', 'spare', 'piece', 2, 0, 1650),
  item('SPR-HDMI-2', 'HDMI cable 2 m', 'spare', 'piece', 3, 0, 280),
  item('SPR-KB-1', 'Keyboard, USB', 'spare', 'piece', 3, 0, 650),
  item('OTH-FAK', 'First-aid kit refill', 'other', 'pack', 3, 0, 890),
  item('OTH-FB', 'Fire blanket', 'other', 'piece', 1, 0, 1900),
  item('OTH-SIGN', 'Wet floor sign', 'other', 'piece', 2, 0, 450),
  item('OTH-LOCK', 'Padlock, brass', 'other', 'piece', 3, 0, 380),
  item('CHM-CYP-10', 'Cypermethrin 10% EC', 'chemical', 'millilitre', 2000, 250, 1.2, {
    activeIngredient: 'Cypermethrin 10%',
    hazardNote: 'Harmful if swallowed; toxic to aquatic life. Wear gloves and a mask.',
  }),
  item('CHM-IMI-GEL', 'Imidacloprid cockroach gel', 'chemical', 'gram', 300, 30, 4.5, {
    activeIngredient: 'Imidacloprid 2.15%',
    hazardNote: 'Keep away from food surfaces and children.',
  }),
  item('CHM-DEL-WP', 'Deltamethrin 2.5% WP', 'chemical', 'gram', 1000, 100, 1.8, {
    activeIngredient: 'Deltamethrin 2.5%',
    hazardNote: 'Irritant to eyes and skin. Do not spray near fish tanks.',
  }),
  item('CHM-BRO-BAIT', 'Bromadiolone rodent bait', 'chemical', 'kilogram', 5, 0.5, 650, {
    activeIngredient: 'Bromadiolone 0.005%',
    hazardNote: 'Anticoagulant: place in tamper-proof bait stations only.',
  }),
  item('CHM-FIP-GEL', 'Fipronil ant gel', 'chemical', 'gram', 200, 20, 6, {
    activeIngredient: 'Fipronil 0.05%',
    hazardNote: 'Keep out of reach of children and pets.',
  }),
  item('CHM-BOR-PWD', 'Boric acid powder', 'chemical', 'kilogram', 4, 0.4, 240, {
    activeIngredient: 'Boric acid',
    hazardNote: 'May damage fertility. Avoid inhaling dust.',
  }),
  item('CHM-TEM-50', 'Temephos 50% EC larvicide', 'chemical', 'millilitre', 1000, 100, 2.1, {
    activeIngredient: 'Temephos 50%',
    hazardNote: 'Use only in water tanks at the labelled dose.',
  }),
  item('CHM-LAM-CS', 'Lambda-cyhalothrin 4.9% CS', 'chemical', 'millilitre', 1000, 100, 2.6, {
    activeIngredient: 'Lambda-cyhalothrin 4.9%',
    hazardNote: 'Toxic if inhaled. Ventilate after spraying.',
  }),
];

const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const at = (date: string, hour: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:30:00+05:30`);

/** Inserts in chunks that stay under PostgreSQL's parameter limit. */
async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size)
    await insert(rows.slice(start, start + size));
}

/**
 * Material management for the demo: the catalogue (40 items, 8 chemicals with batches: two
 * expiring within 30 days, one expired), opening stock at every live branch six months ago, a
 * month-by-month ledger since (issues, a restock, transfers, pest-control usage linked to the
 * records), minimums on every pair and a few branches below them. The balances are computed
 * from the same movements, so the cache equals the ledger. The other organisation gets a small
 * catalogue of its own (the tenant walls need something on both sides).
 */
export async function seedDemoMaterials(
  tx: Transaction,
  { demoOrgId, otherOrgId, now }: { demoOrgId: number; otherOrgId: number; now: Date },
) {
  const today = localToday(now, DEFAULT_TIME_ZONE);
  await seedOrgMaterials(tx, {
    orgId: demoOrgId,
    catalogue: demoCatalogue,
    admin: 'admin@demo.example',
    pest: 'pest@demo.example',
    today,
    months: 6,
  });
  await seedOrgMaterials(tx, {
    orgId: otherOrgId,
    catalogue: [demoCatalogue[0]!, demoCatalogue[16]!, demoCatalogue[32]!],
    admin: 'admin@other.example',
    pest: 'admin@other.example',
    today,
    months: 1,
  });
}

async function seedOrgMaterials(
  tx: Transaction,
  options: {
    orgId: number;
    catalogue: DemoItem[];
    admin: string;
    pest: string;
    today: string;
    months: number;
  },
) {
  const { orgId, catalogue, admin, pest, today, months } = options;
  const branches = await tx
    .select({ locationId: locations.locationId })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), inArray(locations.status, ['active', 'approved'])))
    .orderBy(locations.locationId);
  const items = await tx
    .insert(materialItems)
    .values(
      catalogue.map((entry) => ({
        orgId,
        sku: entry.sku,
        name: entry.name,
        category: entry.category,
        unit: entry.unit,
        unitCost: entry.unitCost,
        activeIngredient: entry.activeIngredient ?? null,
        hazardNote: entry.hazardNote ?? null,
        batchTracked: entry.category === 'chemical',
        createdBy: admin,
      })),
    )
    .returning({ id: materialItems.id, sku: materialItems.sku });
  const idOf = new Map(items.map((row) => [row.sku, row.id]));
  const start = addDays(today, -30 * months);

  // Two batches per chemical: an older one and a fresh one. The first two chemicals' older
  // batches expire within 30 days; the third's expired ten days ago.
  const chemicals = catalogue.filter((entry) => entry.category === 'chemical');
  const batchRows = chemicals.flatMap((entry, index) => {
    const olderExpiry =
      index === 0
        ? addDays(today, 12)
        : index === 1
          ? addDays(today, 26)
          : index === 2
            ? addDays(today, -10)
            : addDays(today, 200 + index * 20);
    return [
      {
        id: randomUUID(),
        orgId,
        itemId: idOf.get(entry.sku)!,
        code: `${entry.sku.slice(4, 7)}-${start.slice(0, 7).replace('-', '')}-A`,
        expiresOn: olderExpiry,
        createdBy: admin,
        createdAt: at(start, 9),
      },
      {
        id: randomUUID(),
        orgId,
        itemId: idOf.get(entry.sku)!,
        code: `${entry.sku.slice(4, 7)}-${today.slice(0, 7).replace('-', '')}-B`,
        expiresOn: addDays(today, 420 + index * 15),
        createdBy: admin,
        createdAt: at(addDays(today, -20), 9),
      },
    ];
  });
  if (batchRows.length) await tx.insert(materialBatches).values(batchRows);
  const batchesOf = (itemId: string) => batchRows.filter((row) => row.itemId === itemId);

  const records = await tx
    .select({
      id: pestControlRecords.id,
      locationId: pestControlRecords.locationId,
      serviceDate: pestControlRecords.serviceDate,
    })
    .from(pestControlRecords)
    .where(and(eq(pestControlRecords.orgId, orgId), isNull(pestControlRecords.deactivatedAt)));
  const recordsAt = new Map<number, { id: string; serviceDate: string }[]>();
  for (const record of records)
    if (record.serviceDate >= start)
      recordsAt.set(record.locationId, [...(recordsAt.get(record.locationId) ?? []), record]);

  type Movement = typeof materialMovements.$inferInsert;
  const movements: Movement[] = [];
  const stock: (typeof materialStock.$inferInsert)[] = [];
  const batchStock = new Map<string, typeof materialBatchStock.$inferInsert>();
  const transfers: (typeof materialTransfers.$inferInsert)[] = [];

  /** What a pair holds while the movements are generated (for the quantities they choose). */
  const balances = new Map<string, number>();
  const planned: Movement[] = [];
  const move = (
    entry: DemoItem,
    locationId: number,
    m: Omit<Movement, 'orgId' | 'itemId' | 'locationId' | 'balanceAfter'>,
  ) => {
    const itemId = idOf.get(entry.sku)!;
    const key = `${itemId}@${locationId}`;
    balances.set(key, roundQuantity((balances.get(key) ?? 0) + Number(m.quantity)));
    planned.push({ ...m, orgId, itemId, locationId, balanceAfter: 0 });
  };
  const batchHeld = (itemId: string, locationId: number, batchId: string) =>
    planned
      .filter((m) => m.itemId === itemId && m.locationId === locationId && m.batchId === batchId)
      .reduce((sum, m) => sum + Number(m.quantity), 0);

  branches.forEach((branch, branchIndex) => {
    const lowBranch = branchIndex % 9 === 4;
    catalogue.forEach((entry, itemIndex) => {
      const itemId = idOf.get(entry.sku)!;
      const [older, fresh] = entry.category === 'chemical' ? batchesOf(itemId) : [];
      const openingBatch = older?.id ?? null;
      move(entry, branch.locationId, {
        type: 'receipt',
        quantity: entry.opening,
        batchId: openingBatch,
        note: 'Opening stock',
        createdBy: admin,
        createdAt: at(start, 10),
      });
      for (let month = 1; month <= months; month += 1) {
        const date = addDays(start, month * 30 - ((branchIndex + itemIndex) % 20));
        if (date > today) continue;
        // A restock half way, from the fresh batch for chemicals.
        if (month === Math.ceil(months / 2) && entry.monthly > 0)
          move(entry, branch.locationId, {
            type: 'receipt',
            quantity: entry.monthly * 3,
            batchId: fresh && fresh.createdAt <= at(date, 9) ? fresh.id : openingBatch,
            note: 'Monthly replenishment',
            createdBy: admin,
            createdAt: at(date, 9),
          });
        if (entry.monthly === 0 || entry.category === 'chemical') continue;
        const used = roundQuantity(
          entry.monthly * (0.6 + ((branchIndex * 7 + month * 3 + itemIndex) % 8) / 10),
        );
        const quantity =
          entry.unit === 'piece' || entry.unit === 'box' || entry.unit === 'pack'
            ? Math.max(1, Math.round(used))
            : used;
        move(entry, branch.locationId, {
          type: 'issue',
          quantity: -quantity,
          note: 'Monthly use',
          createdBy: admin,
          createdAt: at(date, 15),
        });
      }
      // Chemicals got this month's fresh batch.
      if (fresh)
        move(entry, branch.locationId, {
          type: 'receipt',
          quantity: entry.monthly * 4,
          batchId: fresh.id,
          note: 'Fresh batch',
          createdBy: admin,
          createdAt: at(addDays(today, -15), 10),
        });
    });

    // Pest-control usage: the first chemical at each record in the period, linked to it.
    const chemical = chemicals[0];
    if (chemical)
      for (const record of recordsAt.get(branch.locationId) ?? []) {
        const itemId = idOf.get(chemical.sku)!;
        const batch = batchesOf(itemId)
          .filter((candidate) => (candidate.expiresOn ?? '') >= record.serviceDate)
          .find((candidate) => batchHeld(itemId, branch.locationId, candidate.id) >= 250);
        if (!batch) continue;
        move(chemical, branch.locationId, {
          type: 'issue',
          quantity: -250,
          batchId: batch.id,
          pestControlRecordId: record.id,
          note: 'Used on the service visit',
          createdBy: pest,
          createdAt: at(record.serviceDate, 12),
        });
      }

    // A few branches end below their minimum of hand towels.
    if (lowBranch) {
      const towels = catalogue[0]!;
      const key = `${idOf.get(towels.sku)}@${branch.locationId}`;
      const left = balances.get(key) ?? 0;
      if (left > 3)
        move(towels, branch.locationId, {
          type: 'issue',
          quantity: -(left - 3),
          note: 'Deep cleaning drive',
          createdBy: admin,
          createdAt: at(addDays(today, -2), 11),
        });
    }
  });

  // Two transfers of hand towels between the first branches: one received, one in transit.
  const towels = catalogue[0]!;
  const [first, second, third] = branches;
  if (first && second && third) {
    const itemId = idOf.get(towels.sku)!;
    const received = randomUUID();
    const inTransit = randomUUID();
    const sent = addDays(today, -12);
    transfers.push(
      {
        id: received,
        orgId,
        itemId,
        fromLocationId: first.locationId,
        toLocationId: second.locationId,
        quantity: 10,
        receivedQuantity: 10,
        status: 'received',
        dispatchedBy: admin,
        dispatchedAt: at(sent, 10),
        closedBy: admin,
        closedAt: at(addDays(sent, 1), 10),
      },
      {
        id: inTransit,
        orgId,
        itemId,
        fromLocationId: first.locationId,
        toLocationId: third.locationId,
        quantity: 5,
        status: 'in-transit',
        note: 'Courier docket 88123',
        dispatchedBy: admin,
        dispatchedAt: at(addDays(today, -1), 16),
      },
    );
    move(towels, first.locationId, {
      type: 'transfer-out',
      quantity: -10,
      transferId: received,
      createdBy: admin,
      createdAt: at(sent, 10),
    });
    move(towels, second.locationId, {
      type: 'transfer-in',
      quantity: 10,
      transferId: received,
      createdBy: admin,
      createdAt: at(addDays(sent, 1), 10),
    });
    move(towels, first.locationId, {
      type: 'transfer-out',
      quantity: -5,
      transferId: inTransit,
      createdBy: admin,
      createdAt: at(addDays(today, -1), 16),
    });
  }

  // The ledger in time order (its ids grow with time, as the API's do), each pair's running
  // balance computed along it; a movement that would take a pair or a batch below zero is left out.
  planned.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  balances.clear();
  for (const m of planned) {
    const key = `${m.itemId}@${m.locationId}`;
    const balance = roundQuantity((balances.get(key) ?? 0) + Number(m.quantity));
    const batchKey = m.batchId ? `${key}#${m.batchId}` : null;
    const held = batchKey ? batchStock.get(batchKey) : undefined;
    const batchBalance = roundQuantity(Number(held?.onHand ?? 0) + Number(m.quantity));
    if (balance < 0 || (batchKey && batchBalance < 0)) continue;
    balances.set(key, balance);
    if (batchKey)
      batchStock.set(batchKey, {
        orgId,
        itemId: m.itemId,
        locationId: m.locationId,
        batchId: m.batchId!,
        onHand: batchBalance,
      });
    movements.push({ ...m, balanceAfter: balance });
  }

  // Minimums: a quarter of the opening stock (at least one), the maximum at the opening stock.
  const lastAt = new Map<string, Date>();
  for (const m of movements) lastAt.set(`${m.itemId}@${m.locationId}`, m.createdAt as Date);
  for (const [key, onHand] of balances) {
    const [itemId, location] = key.split('@') as [string, string];
    const entry = catalogue.find((candidate) => idOf.get(candidate.sku) === itemId)!;
    const minimum = Math.max(1, roundQuantity(entry.opening / 4));
    stock.push({
      orgId,
      itemId,
      locationId: Number(location),
      onHand,
      minimum,
      maximum: entry.opening,
      reorderQuantity: null,
      lowSince: isLow(onHand, minimum) ? lastAt.get(key)! : null,
      lastMovementAt: lastAt.get(key) ?? null,
    });
  }

  if (transfers.length) await tx.insert(materialTransfers).values(transfers);
  await insertChunks(movements, 3000, (chunk) => tx.insert(materialMovements).values(chunk));
  await insertChunks(stock, 5000, (chunk) => tx.insert(materialStock).values(chunk));
  const batchRowsToWrite = [...batchStock.values()];
  await insertChunks(batchRowsToWrite, 5000, (chunk) =>
    tx.insert(materialBatchStock).values(chunk),
  );
}
