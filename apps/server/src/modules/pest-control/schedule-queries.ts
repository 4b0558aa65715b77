import type { ListSchedulesQuery } from '@fm/contracts';
import { and, asc, count, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import { pestControlSchedules, type PestControlScheduleRow } from '../../db/schema';

// The schedules' SQL.

/** A schedule's columns as the service sets them. */
export type ScheduleValues = typeof pestControlSchedules.$inferInsert;

export async function insertSchedule(
  tx: Transaction,
  values: ScheduleValues,
): Promise<PestControlScheduleRow> {
  const [row] = await tx.insert(pestControlSchedules).values(values).returning();
  return row!;
}

/** A page of the schedules not deleted, by date, with the total; `scope` narrows to a vendor. */
export async function selectSchedulePage(
  tx: Transaction,
  orgId: number,
  scope: SQL | undefined,
  query: Pick<
    z.output<typeof ListSchedulesQuery>,
    'locationId' | 'status' | 'startDate' | 'endDate' | 'serviceType' | 'limit' | 'offset'
  >,
): Promise<{ rows: PestControlScheduleRow[]; total: number }> {
  const s = pestControlSchedules;
  const where = and(
    eq(s.orgId, orgId),
    isNull(s.deletedAt),
    scope,
    query.locationId ? eq(s.locationId, query.locationId) : undefined,
    query.status ? eq(s.status, query.status) : undefined,
    query.startDate ? gte(s.scheduleDate, query.startDate) : undefined,
    query.endDate ? lte(s.scheduleDate, query.endDate) : undefined,
    query.serviceType ? eq(s.serviceType, query.serviceType) : undefined,
  );
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(s).where(where);
  const rows = await tx
    .select()
    .from(s)
    .where(where)
    .orderBy(asc(s.scheduleDate), asc(s.locationId), asc(s.createdAt), asc(s.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total };
}

/** A schedule not deleted, locked until the transaction ends; undefined when there is none. */
export async function lockSchedule(
  tx: Transaction,
  orgId: number,
  id: string,
  scope: SQL | undefined,
): Promise<PestControlScheduleRow | undefined> {
  const [row] = await tx
    .select()
    .from(pestControlSchedules)
    .where(
      and(
        eq(pestControlSchedules.orgId, orgId),
        eq(pestControlSchedules.id, id),
        isNull(pestControlSchedules.deletedAt),
        scope,
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function updateScheduleRow(
  tx: Transaction,
  id: string,
  set: Partial<ScheduleValues>,
): Promise<PestControlScheduleRow> {
  const [row] = await tx
    .update(pestControlSchedules)
    .set(set)
    .where(eq(pestControlSchedules.id, id))
    .returning();
  return row!;
}

export async function deleteScheduleRow(tx: Transaction, id: string): Promise<void> {
  await tx.delete(pestControlSchedules).where(eq(pestControlSchedules.id, id));
}

/**
 * The scheduled (not completed, not deleted) visits of a location between two dates, locked,
 * at most `limit` of them by date: the candidates a new record may complete.
 */
export function lockScheduledVisits(
  tx: Transaction,
  orgId: number,
  scope: SQL | undefined,
  filters: { locationId: number; startDate: string; endDate: string; limit: number },
): Promise<PestControlScheduleRow[]> {
  const s = pestControlSchedules;
  return tx
    .select()
    .from(s)
    .where(
      and(
        eq(s.orgId, orgId),
        isNull(s.deletedAt),
        scope,
        eq(s.locationId, filters.locationId),
        eq(s.status, 'scheduled'),
        gte(s.scheduleDate, filters.startDate),
        lte(s.scheduleDate, filters.endDate),
      ),
    )
    .orderBy(asc(s.scheduleDate), asc(s.createdAt), asc(s.id))
    .limit(filters.limit)
    .for('update');
}
