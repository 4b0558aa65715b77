import type { EsgBillRecord, EsgWasteRecord, ListEsgBillsQuery } from '@fm/contracts';
import { daysInclusive, lastDayOf, locationDisplayName } from '@fm/contracts';
import { and, asc, count, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { esgBills, esgFactors, esgMonthClosings, esgWaste, locations } from '../../db/schema';

// Bills, waste, factor versions and month closings: the entered data of the ESG module.

const billColumns = {
  bill: esgBills,
  locationNumber: locations.locationId,
  name: locations.name,
  locationNickname: locations.locationNickname,
  city: locations.city,
};
type BillRow = {
  bill: typeof esgBills.$inferSelect;
  locationNumber: number;
  name: string | null;
  locationNickname: string | null;
  city: string | null;
};

export const toBillRecord = ({ bill, locationNumber, ...names }: BillRow): EsgBillRecord => ({
  id: bill.id,
  locationId: locationNumber,
  locationName: locationDisplayName({ ...names, locationId: locationNumber }),
  resource: bill.resource as EsgBillRecord['resource'],
  kind: bill.kind,
  periodStart: bill.periodStart,
  periodEnd: bill.periodEnd,
  days: daysInclusive(bill.periodStart, bill.periodEnd),
  quantity: bill.quantity,
  unit: bill.unit,
  baseQuantity: bill.baseQuantity,
  cost: bill.cost,
  reference: bill.reference,
  fileName: bill.fileName,
  hasFile: bill.fileKey !== null,
  createdBy: bill.createdBy,
  createdAt: bill.createdAt.toISOString(),
  updatedAt: bill.updatedAt.toISOString(),
});

export async function findBill(tx: Transaction, orgId: number, id: string, forUpdate = false) {
  const query = tx
    .select(billColumns)
    .from(esgBills)
    .innerJoin(locations, eq(locations.id, esgBills.locationId))
    .where(and(eq(esgBills.orgId, orgId), eq(esgBills.id, id)));
  const [row] = await (forUpdate ? query.for('update', { of: esgBills }) : query);
  return row;
}

/** A bill of the same location and resource whose period shares a day with this one. */
export async function findOverlappingBill(
  tx: Transaction,
  where: { locationId: string; resource: string; periodStart: string; periodEnd: string },
  exceptId?: string,
) {
  const [row] = await tx
    .select({ id: esgBills.id, periodStart: esgBills.periodStart, periodEnd: esgBills.periodEnd })
    .from(esgBills)
    .where(
      and(
        eq(esgBills.locationId, where.locationId),
        eq(esgBills.resource, where.resource),
        lte(esgBills.periodStart, where.periodEnd),
        gte(esgBills.periodEnd, where.periodStart),
        exceptId ? ne(esgBills.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export type BillValues = Omit<typeof esgBills.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertBill(tx: Transaction, values: BillValues) {
  const [row] = await tx.insert(esgBills).values(values).returning({ id: esgBills.id });
  return row!.id;
}

export async function updateBill(tx: Transaction, id: string, values: Partial<BillValues>) {
  await tx
    .update(esgBills)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(esgBills.id, id));
}

export async function deleteBill(tx: Transaction, id: string) {
  await tx.delete(esgBills).where(eq(esgBills.id, id));
}

const billSorts = {
  periodStart: esgBills.periodStart,
  locationId: locations.locationId,
  resource: esgBills.resource,
  createdAt: esgBills.createdAt,
};

export async function listBills(tx: Transaction, orgId: number, query: ListEsgBillsQuery) {
  const where: SQL | undefined = and(
    eq(esgBills.orgId, orgId),
    query.locationId === undefined ? undefined : eq(locations.locationId, query.locationId),
    query.resource ? eq(esgBills.resource, query.resource) : undefined,
    query.to ? lte(esgBills.periodStart, lastDayOf(query.to)) : undefined,
    query.from ? gte(esgBills.periodEnd, `${query.from}-01`) : undefined,
  );
  const order = query.sortOrder === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    tx
      .select(billColumns)
      .from(esgBills)
      .innerJoin(locations, eq(locations.id, esgBills.locationId))
      .where(where)
      .orderBy(order(billSorts[query.sortBy]), asc(esgBills.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    tx
      .select({ n: count() })
      .from(esgBills)
      .innerJoin(locations, eq(locations.id, esgBills.locationId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const wasteColumns = {
  waste: esgWaste,
  locationNumber: locations.locationId,
  name: locations.name,
  locationNickname: locations.locationNickname,
  city: locations.city,
};

const toWasteRecord = ({
  waste,
  locationNumber,
  ...names
}: {
  waste: typeof esgWaste.$inferSelect;
  locationNumber: number;
  name: string | null;
  locationNickname: string | null;
  city: string | null;
}): EsgWasteRecord => ({
  locationId: locationNumber,
  locationName: locationDisplayName({ ...names, locationId: locationNumber }),
  month: waste.month.slice(0, 7),
  category: waste.category as EsgWasteRecord['category'],
  kilograms: waste.kilograms,
  createdBy: waste.createdBy,
  updatedAt: waste.updatedAt.toISOString(),
});

export async function upsertWaste(
  tx: Transaction,
  values: Omit<typeof esgWaste.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
) {
  const [row] = await tx
    .insert(esgWaste)
    .values(values)
    .onConflictDoUpdate({
      target: [esgWaste.locationId, esgWaste.month, esgWaste.category],
      set: { kilograms: values.kilograms, createdBy: values.createdBy, updatedAt: sql`now()` },
    })
    .returning({ id: esgWaste.id });
  return row!.id;
}

export async function listWaste(
  tx: Transaction,
  orgId: number,
  query: { locationId?: number; from?: string; to?: string; id?: string },
) {
  const rows = await tx
    .select(wasteColumns)
    .from(esgWaste)
    .innerJoin(locations, eq(locations.id, esgWaste.locationId))
    .where(
      and(
        eq(esgWaste.orgId, orgId),
        query.id ? eq(esgWaste.id, query.id) : undefined,
        query.locationId === undefined ? undefined : eq(locations.locationId, query.locationId),
        query.from ? gte(esgWaste.month, `${query.from}-01`) : undefined,
        query.to ? lte(esgWaste.month, `${query.to}-01`) : undefined,
      ),
    )
    .orderBy(desc(esgWaste.month), asc(locations.locationId), asc(esgWaste.category))
    .limit(2000);
  return rows.map(toWasteRecord);
}

export async function selectFactors(tx: Transaction, orgId: number) {
  return tx
    .select()
    .from(esgFactors)
    .where(eq(esgFactors.orgId, orgId))
    .orderBy(asc(esgFactors.resource), asc(esgFactors.validFrom), asc(esgFactors.createdAt));
}

export async function insertFactor(tx: Transaction, values: typeof esgFactors.$inferInsert) {
  const [row] = await tx.insert(esgFactors).values(values).returning();
  return row!;
}

export type ClosingRow = typeof esgMonthClosings.$inferSelect;

export async function selectClosings(
  tx: Transaction,
  orgId: number,
  range?: { from: string; to: string },
): Promise<ClosingRow[]> {
  return tx
    .select()
    .from(esgMonthClosings)
    .where(
      and(
        eq(esgMonthClosings.orgId, orgId),
        range ? gte(esgMonthClosings.month, `${range.from}-01`) : undefined,
        range ? lte(esgMonthClosings.month, `${range.to}-01`) : undefined,
      ),
    )
    .orderBy(desc(esgMonthClosings.month));
}

export async function findClosing(tx: Transaction, orgId: number, month: string) {
  const [row] = await tx
    .select()
    .from(esgMonthClosings)
    .where(and(eq(esgMonthClosings.orgId, orgId), eq(esgMonthClosings.month, `${month}-01`)))
    .for('update');
  return row;
}

export async function insertClosing(tx: Transaction, values: typeof esgMonthClosings.$inferInsert) {
  const [row] = await tx.insert(esgMonthClosings).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateClosing(
  tx: Transaction,
  orgId: number,
  month: string,
  values: Partial<typeof esgMonthClosings.$inferInsert>,
) {
  const [row] = await tx
    .update(esgMonthClosings)
    .set(values)
    .where(and(eq(esgMonthClosings.orgId, orgId), eq(esgMonthClosings.month, `${month}-01`)))
    .returning();
  return row!;
}
