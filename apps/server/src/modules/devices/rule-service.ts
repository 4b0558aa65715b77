import type { AlertRuleBody, AlertRuleRecord } from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { writeAudit } from '../../shared/audit';
import { findLocation } from '../../shared/location-lookup';
import type { ServiceContext } from '../../shared/service-context';
import { deviceLocationColumns } from './records';
import {
  deleteRuleRow,
  findRule,
  insertRule,
  selectAlertRules,
  updateRuleRow,
} from './alert-queries';

export async function listAlertRules({ db, caller }: ServiceContext): Promise<AlertRuleRecord[]> {
  authorize(caller, 'device:read');
  return inTenant(db, caller.orgId, (tx) => selectAlertRules(tx, caller.orgId), {
    readOnly: true,
  });
}

/** The rule's columns: its location (by number in the body, 404 when there is none such) as the row id. */
async function ruleValues(tx: Transaction, orgId: number, body: AlertRuleBody) {
  const locationId =
    body.locationId === null
      ? null
      : (await findLocation(tx, orgId, body.locationId, deviceLocationColumns)).id;
  return { ...body, locationId };
}

export async function createAlertRule(
  { db, caller, platform }: ServiceContext,
  body: AlertRuleBody,
): Promise<AlertRuleRecord> {
  authorize(caller, 'alert-rule:manage');
  return inTenant(db, caller.orgId, async (tx) => {
    const id = await insertRule(tx, caller.orgId, await ruleValues(tx, caller.orgId, body), {
      email: caller.email,
      at: platform.clock.now(),
    });
    await writeAudit(tx, caller, {
      action: 'devices.alert-rule.created',
      entityType: 'alert-rule',
      entityId: id,
      changes: { after: body },
    });
    return findRule(tx, caller.orgId, id);
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
    const values = await ruleValues(tx, caller.orgId, body);
    await updateRuleRow(tx, caller.orgId, id, values, platform.clock.now());
    await writeAudit(tx, caller, {
      action: 'devices.alert-rule.updated',
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
    const row = await deleteRuleRow(tx, caller.orgId, id);
    if (!row) throw notFound('Alert rule');
    await writeAudit(tx, caller, {
      action: 'devices.alert-rule.deleted',
      entityType: 'alert-rule',
      entityId: id,
      changes: { before: { name: row.name } },
    });
  });
}
