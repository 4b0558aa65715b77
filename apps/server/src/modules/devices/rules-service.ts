import type { AlertRuleBody, AlertRuleRecord } from '@fm/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { alertRules, locations } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { writeAudit } from '../../shared/audit';
import { findLocation } from '../../shared/location-lookup';
import type { ServiceContext } from '../../shared/service-context';
import { alertRuleRecordColumns } from './records';

const selectRules = (tx: Transaction, orgId: number, id?: string) =>
  tx
    .select(alertRuleRecordColumns)
    .from(alertRules)
    .leftJoin(locations, eq(locations.id, alertRules.locationId))
    .where(and(eq(alertRules.orgId, orgId), id === undefined ? undefined : eq(alertRules.id, id)))
    .orderBy(asc(alertRules.createdAt), asc(alertRules.id));

async function findRule(tx: Transaction, orgId: number, id: string): Promise<AlertRuleRecord> {
  const [rule] = await selectRules(tx, orgId, id);
  if (!rule) throw notFound('Alert rule');
  return rule as AlertRuleRecord;
}

export async function listAlertRules({ db, caller }: ServiceContext): Promise<AlertRuleRecord[]> {
  authorize(caller, 'device:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => (await selectRules(tx, caller.orgId)) as AlertRuleRecord[],
    { readOnly: true },
  );
}

/** The location a rule is limited to, by its number (404 when the organisation has none such). */
async function ruleLocation(tx: Transaction, orgId: number, locationId: number | null) {
  if (locationId === null) return null;
  return (await findLocation(tx, orgId, locationId, { id: locations.id })).id;
}

export async function createAlertRule(
  { db, caller, platform }: ServiceContext,
  body: AlertRuleBody,
): Promise<AlertRuleRecord> {
  authorize(caller, 'alert-rule:manage');
  return inTenant(db, caller.orgId, async (tx) => {
    const now = platform.clock.now();
    const [row] = await tx
      .insert(alertRules)
      .values({
        ...body,
        orgId: caller.orgId,
        locationId: await ruleLocation(tx, caller.orgId, body.locationId),
        createdBy: caller.email,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: alertRules.id });
    if (!row) throw new Error('The rule was not stored');
    await writeAudit(tx, caller, {
      action: 'alert-rule.create',
      entityType: 'alert-rule',
      entityId: row.id,
      changes: { after: body },
    });
    return findRule(tx, caller.orgId, row.id);
  });
}

/**
 * Replaces a rule. Devices keep where its condition stood unless the condition itself changed:
 * an open alert of a changed rule stays until the next reading judges it again.
 */
export async function updateAlertRule(
  { db, caller, platform }: ServiceContext,
  id: string,
  body: AlertRuleBody,
): Promise<AlertRuleRecord> {
  authorize(caller, 'alert-rule:manage');
  return inTenant(db, caller.orgId, async (tx) => {
    const before = await findRule(tx, caller.orgId, id);
    await tx
      .update(alertRules)
      .set({
        ...body,
        locationId: await ruleLocation(tx, caller.orgId, body.locationId),
        updatedAt: platform.clock.now(),
      })
      .where(and(eq(alertRules.orgId, caller.orgId), eq(alertRules.id, id)));
    await writeAudit(tx, caller, {
      action: 'alert-rule.update',
      entityType: 'alert-rule',
      entityId: id,
      changes: { before, after: body },
    });
    return findRule(tx, caller.orgId, id);
  });
}

export async function deleteAlertRule({ db, caller }: ServiceContext, id: string): Promise<void> {
  authorize(caller, 'alert-rule:manage');
  await inTenant(db, caller.orgId, async (tx) => {
    const [row] = await tx
      .delete(alertRules)
      .where(and(eq(alertRules.orgId, caller.orgId), eq(alertRules.id, id)))
      .returning({ id: alertRules.id, name: alertRules.name });
    if (!row) throw notFound('Alert rule');
    await writeAudit(tx, caller, {
      action: 'alert-rule.delete',
      entityType: 'alert-rule',
      entityId: id,
      changes: { before: { name: row.name } },
    });
  });
}
