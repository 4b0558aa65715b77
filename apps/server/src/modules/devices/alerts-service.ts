import type { AlertRecord, ListAlertsData, ListAlertsQuery } from '@fm/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { alerts, devices, locations } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditAndPublish } from '../../shared/audit';
import type { ServiceContext } from '../../shared/service-context';
import { deviceEvents } from './events';
import { alertRecordColumns } from './records';
import { locationFilter } from './service';

const visible = (orgId: number) => and(eq(alerts.orgId, orgId), isNull(alerts.dismissedAt));

/** The organisation's alerts, newest first, without the dismissed ones. */
export async function listAlerts(
  { db, caller }: ServiceContext,
  query: ListAlertsQuery,
): Promise<ListAlertsData> {
  authorize(caller, 'device:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      await locationFilter(tx, caller.orgId, query.locationId);
      const rows = await tx
        .select(alertRecordColumns)
        .from(alerts)
        .innerJoin(devices, eq(devices.id, alerts.deviceId))
        .innerJoin(locations, eq(locations.id, devices.locationId))
        .where(
          and(
            visible(caller.orgId),
            query.acknowledged === undefined
              ? undefined
              : eq(alerts.acknowledged, query.acknowledged),
            query.locationId === undefined ? undefined : eq(locations.locationId, query.locationId),
          ),
        )
        .orderBy(desc(alerts.raisedAt), desc(alerts.id))
        .limit(query.limit);
      const [count] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(alerts)
        .where(and(visible(caller.orgId), eq(alerts.acknowledged, false)));
      return { alerts: rows as AlertRecord[], unacknowledged: count?.count ?? 0 };
    },
    { readOnly: true },
  );
}

async function findAlert(tx: Transaction, orgId: number, id: string): Promise<AlertRecord> {
  const [row] = await tx
    .select(alertRecordColumns)
    .from(alerts)
    .innerJoin(devices, eq(devices.id, alerts.deviceId))
    .innerJoin(locations, eq(locations.id, devices.locationId))
    .where(and(visible(orgId), eq(alerts.id, id)));
  if (!row) throw notFound('Alert');
  return row as AlertRecord;
}

/** Spec section 4: acknowledging sets the flag (with who and when); doing it again changes nothing. */
export async function acknowledgeAlert(ctx: ServiceContext, id: string): Promise<AlertRecord> {
  const { db, caller, platform } = ctx;
  authorize(caller, 'alert:acknowledge');
  return inTenant(db, caller.orgId, async (tx) => {
    const before = await findAlert(tx, caller.orgId, id);
    if (before.acknowledged) return before;
    await tx
      .update(alerts)
      .set({
        acknowledged: true,
        acknowledgedBy: caller.email,
        acknowledgedAt: platform.clock.now(),
      })
      .where(and(visible(caller.orgId), eq(alerts.id, id)));
    await auditAndPublish(
      tx,
      ctx,
      {
        action: 'alert.acknowledge',
        entityType: 'alert',
        entityId: id,
      },
      {
        type: deviceEvents.alert,
        data: { alertId: id },
        audience: 'device:read',
      },
    );
    return findAlert(tx, caller.orgId, id);
  });
}

/** Spec section 4: dismissing removes the alert from the list (kept for the record). */
export async function dismissAlert(ctx: ServiceContext, id: string): Promise<void> {
  const { db, caller, platform } = ctx;
  authorize(caller, 'alert:acknowledge');
  await inTenant(db, caller.orgId, async (tx) => {
    const [row] = await tx
      .update(alerts)
      .set({ dismissedAt: platform.clock.now(), dismissedBy: caller.email })
      .where(and(visible(caller.orgId), eq(alerts.id, id)))
      .returning({ id: alerts.id });
    if (!row) throw notFound('Alert');
    await auditAndPublish(
      tx,
      ctx,
      { action: 'alert.dismiss', entityType: 'alert', entityId: id },
      {
        type: deviceEvents.alert,
        data: { alertId: id },
        audience: 'device:read',
      },
    );
  });
}
