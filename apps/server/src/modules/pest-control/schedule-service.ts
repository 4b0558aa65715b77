import type { CreateScheduleBody, ListSchedulesQuery, PatchScheduleBody } from '@fm/contracts';
import { linkRefusal, type ListSchedulesData, type PestControlSchedule } from '@fm/contracts';
import type { z } from 'zod';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { inTenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http/errors';
import { writeAudit } from '../../shared/audit';
import { findNamedLocation } from '../../shared/location-lookup';
import type { ServiceContext } from '../../shared/service-context';
import { findRecord } from './queries';
import { toSchedule } from './records';
import {
  deleteScheduleRow,
  insertSchedule,
  lockSchedule,
  selectSchedulePage,
  updateScheduleRow,
  type ScheduleValues,
} from './schedule-queries';
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
    const location = await findNamedLocation(tx, caller.orgId, input.locationId);
    const row = await insertSchedule(tx, {
      orgId: caller.orgId,
      locationId: location.locationId,
      locationName: location.displayName,
      scheduleDate: input.scheduleDate,
      serviceType: input.serviceType,
      notes: input.notes || null,
      vendorId: vendorOf(caller),
      createdBy: caller.email,
    });
    await writeAudit(tx, caller, {
      action: 'pest-control.schedule.created',
      entityType: 'pest-control-schedule',
      entityId: row.id,
      changes: { locationId: row.locationId, scheduleDate: row.scheduleDate },
    });
    return toSchedule(row);
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
      if (query.locationId) await findNamedLocation(tx, caller.orgId, query.locationId);
      const { rows, total } = await selectSchedulePage(
        tx,
        caller.orgId,
        scheduleScope(caller),
        query,
      );
      return { schedules: rows.map(toSchedule), total, limit: query.limit, offset: query.offset };
    },
    { readOnly: true },
  );
}

async function findSchedule(tx: Transaction, caller: ServiceContext['caller'], id: string) {
  const row = await lockSchedule(tx, caller.orgId, id, scheduleScope(caller));
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
    const audit = (action: 'deleted' | 'completed' | 'updated', changes: Record<string, unknown>) =>
      writeAudit(tx, caller, {
        action: `pest-control.schedule.${action}`,
        entityType: 'pest-control-schedule',
        entityId: id,
        changes,
      });

    if ('action' in input) {
      if (input.soft) {
        const row = await updateScheduleRow(tx, id, {
          deletedAt: now,
          deletedBy: caller.email,
          updatedAt: now,
          updatedBy: caller.email,
        });
        await audit('deleted', { soft: true });
        return { schedule: toSchedule(row), deleted: 'soft' as const };
      }
      await deleteScheduleRow(tx, id);
      await audit('deleted', { soft: false });
      return { schedule: toSchedule(schedule), deleted: 'hard' as const };
    }

    if ('status' in input) {
      const record = await findRecord(
        tx,
        caller.orgId,
        { id: input.pestControlRecordId },
        recordScope(caller),
      );
      const refusal = linkRefusal(schedule, record);
      if (refusal) throw badRequest(refusal);
      const row = await updateScheduleRow(tx, id, {
        status: 'completed',
        completedDate: input.completedDate,
        completedBy: caller.email,
        pestControlRecordId: record.id,
        updatedAt: now,
        updatedBy: caller.email,
      });
      await audit('completed', { pestControlRecordId: record.id });
      return { schedule: toSchedule(row), deleted: null };
    }

    const changes: Partial<ScheduleValues> = {};
    if (input.scheduleDate !== undefined) changes.scheduleDate = input.scheduleDate;
    if (input.serviceType !== undefined) changes.serviceType = input.serviceType;
    if (input.notes !== undefined) changes.notes = input.notes || null;
    if (input.locationId !== undefined && input.locationId !== schedule.locationId) {
      const location = await findNamedLocation(tx, caller.orgId, input.locationId);
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
    const row = await updateScheduleRow(tx, id, {
      ...changes,
      updatedAt: now,
      updatedBy: caller.email,
    });
    await audit('updated', changes);
    return { schedule: toSchedule(row), deleted: null };
  });
}
