import type { CreateScheduleBody, ListSchedulesQuery, PatchScheduleBody } from '@fm/contracts';
import { linkRefusal, type ListSchedulesData, type PestControlSchedule } from '@fm/contracts';
import { and, asc, count, eq, gte, isNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { pestControlRecords, pestControlSchedules } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import type { ServiceContext } from '../context';
import { findLocationByNumber, findRecord, toSchedule } from './queries';
import { recordScope, scheduleScope, vendorOf } from './scope';

type Out<T extends z.ZodType> = z.output<T>;

/** `POST /vendor/pest-control/schedules`: a planned visit. */
export async function createSchedule(
  { db, caller }: ServiceContext,
  input: Out<typeof CreateScheduleBody>,
): Promise<PestControlSchedule> {
  authorize(caller, 'pest-control:record');
  assertOwnOrg(caller, input.orgId);
  return inTenant(db, caller.orgId, async (tx) => {
    const location = await findLocationByNumber(tx, caller.orgId, input.locationId);
    const [row] = await tx
      .insert(pestControlSchedules)
      .values({
        orgId: caller.orgId,
        locationId: location.locationId,
        locationName: location.displayName,
        scheduleDate: input.scheduleDate,
        serviceType: input.serviceType,
        notes: input.notes || null,
        vendorId: vendorOf(caller),
        createdBy: caller.email,
      })
      .returning();
    await writeAudit(tx, caller, {
      action: 'pest-control-schedule.created',
      entityType: 'pest-control-schedule',
      entityId: row!.id,
      changes: { locationId: row!.locationId, scheduleDate: row!.scheduleDate },
    });
    return toSchedule(row!);
  });
}

/** `GET /vendor/pest-control/schedules`: by date, with filters, limit and offset. */
export async function listSchedules(
  { db, caller }: ServiceContext,
  query: Out<typeof ListSchedulesQuery>,
): Promise<ListSchedulesData> {
  authorize(caller, 'pest-control:read');
  assertOwnOrg(caller, query.orgId);
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      if (query.locationId) await findLocationByNumber(tx, caller.orgId, query.locationId);
      const s = pestControlSchedules;
      const where = and(
        eq(s.orgId, caller.orgId),
        isNull(s.deletedAt),
        scheduleScope(caller),
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
      return { schedules: rows.map(toSchedule), total, limit: query.limit, offset: query.offset };
    },
    { readOnly: true },
  );
}

async function findSchedule(tx: Transaction, caller: ServiceContext['caller'], id: string) {
  const [row] = await tx
    .select()
    .from(pestControlSchedules)
    .where(
      and(
        eq(pestControlSchedules.orgId, caller.orgId),
        eq(pestControlSchedules.id, id),
        isNull(pestControlSchedules.deletedAt),
        scheduleScope(caller),
      ),
    )
    .for('update')
    .limit(1);
  if (!row) throw notFound('Pest control schedule');
  return row;
}

/**
 * `PATCH /vendor/pest-control/schedules/{id}`: the completion link (a record of the same
 * location and month makes the schedule completed), a free update, or a delete (soft unless
 * `soft: false`).
 */
export async function patchSchedule(
  { db, caller }: ServiceContext,
  id: string,
  input: Out<typeof PatchScheduleBody>,
): Promise<{ schedule: PestControlSchedule; deleted: 'soft' | 'hard' | null }> {
  authorize(caller, 'pest-control:record');
  assertOwnOrg(caller, input.orgId);
  return inTenant(db, caller.orgId, async (tx) => {
    const schedule = await findSchedule(tx, caller, id);
    const now = new Date();
    const audit = (action: string, changes: Record<string, unknown>) =>
      writeAudit(tx, caller, {
        action: `pest-control-schedule.${action}`,
        entityType: 'pest-control-schedule',
        entityId: id,
        changes,
      });

    if ('action' in input) {
      if (input.soft) {
        const [row] = await tx
          .update(pestControlSchedules)
          .set({ deletedAt: now, deletedBy: caller.email, updatedAt: now, updatedBy: caller.email })
          .where(eq(pestControlSchedules.id, id))
          .returning();
        await audit('deleted', { soft: true });
        return { schedule: toSchedule(row!), deleted: 'soft' as const };
      }
      await tx.delete(pestControlSchedules).where(eq(pestControlSchedules.id, id));
      await audit('deleted', { soft: false });
      return { schedule: toSchedule(schedule), deleted: 'hard' as const };
    }

    if ('status' in input) {
      const record = await findRecord(
        tx,
        caller.orgId,
        eq(pestControlRecords.id, input.pestControlRecordId),
        recordScope(caller),
      );
      const refusal = linkRefusal(schedule, record);
      if (refusal) throw badRequest(refusal);
      const [row] = await tx
        .update(pestControlSchedules)
        .set({
          status: 'completed',
          completedDate: input.completedDate,
          completedBy: caller.email,
          pestControlRecordId: record.id,
          updatedAt: now,
          updatedBy: caller.email,
        })
        .where(eq(pestControlSchedules.id, id))
        .returning();
      await audit('completed', { pestControlRecordId: record.id });
      return { schedule: toSchedule(row!), deleted: null };
    }

    const changes: Partial<typeof pestControlSchedules.$inferInsert> = {};
    if (input.scheduleDate !== undefined) changes.scheduleDate = input.scheduleDate;
    if (input.serviceType !== undefined) changes.serviceType = input.serviceType;
    if (input.notes !== undefined) changes.notes = input.notes || null;
    if (input.locationId !== undefined && input.locationId !== schedule.locationId) {
      const location = await findLocationByNumber(tx, caller.orgId, input.locationId);
      changes.locationId = location.locationId;
      changes.locationName = location.displayName;
    }
    if (
      schedule.status === 'completed' &&
      ((changes.scheduleDate !== undefined &&
        changes.scheduleDate.slice(0, 7) !== schedule.scheduleDate.slice(0, 7)) ||
        changes.locationId !== undefined)
    )
      throw conflict('A completed schedule keeps its location and month; plan a new visit instead');
    const [row] = await tx
      .update(pestControlSchedules)
      .set({ ...changes, updatedAt: now, updatedBy: caller.email })
      .where(eq(pestControlSchedules.id, id))
      .returning();
    await audit('updated', changes);
    return { schedule: toSchedule(row!), deleted: null };
  });
}
