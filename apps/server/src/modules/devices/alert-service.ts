import type { AlertRecord, ListAlertsData, ListAlertsQuery } from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditAndPublish } from '../../shared/audit';
import type { ServiceContext } from '../../shared/service-context';
import {
  countUnacknowledged,
  findAlert,
  markAlertAcknowledged,
  markAlertDismissed,
  selectAlerts,
} from './alert-queries';
import { locationFilter } from './device-service';
import { deviceEvents } from './events';

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
      const alerts = await selectAlerts(tx, caller.orgId, query);
      return { alerts, unacknowledged: await countUnacknowledged(tx, caller.orgId) };
    },
    { readOnly: true },
  );
}

/** Spec section 4: acknowledging sets the flag (with who and when); doing it again changes nothing. */
export async function acknowledgeAlert(ctx: ServiceContext, id: string): Promise<AlertRecord> {
  const { db, caller, platform } = ctx;
  authorize(caller, 'alert:acknowledge');
  return inTenant(db, caller.orgId, async (tx) => {
    const before = await findAlert(tx, caller.orgId, id);
    if (before.acknowledged) return before;
    await markAlertAcknowledged(tx, caller.orgId, id, {
      email: caller.email,
      at: platform.clock.now(),
    });
    await auditAndPublish(
      tx,
      ctx,
      { action: 'devices.alert.acknowledged', entityType: 'alert', entityId: id },
      { type: deviceEvents.alert, data: { alertId: id }, audience: 'device:read' },
    );
    return findAlert(tx, caller.orgId, id);
  });
}

/** Spec section 4: dismissing removes the alert from the list (kept for the record). */
export async function dismissAlert(ctx: ServiceContext, id: string): Promise<void> {
  const { db, caller, platform } = ctx;
  authorize(caller, 'alert:acknowledge');
  await inTenant(db, caller.orgId, async (tx) => {
    const by = { email: caller.email, at: platform.clock.now() };
    if (!(await markAlertDismissed(tx, caller.orgId, id, by))) throw notFound('Alert');
    await auditAndPublish(
      tx,
      ctx,
      { action: 'devices.alert.dismissed', entityType: 'alert', entityId: id },
      { type: deviceEvents.alert, data: { alertId: id }, audience: 'device:read' },
    );
  });
}
