import type {
  AlertRecord,
  AlertRuleBody,
  AlertRuleRecord,
  AlertSeverity,
  ListAlertsQuery,
  NumericMetric,
} from '@fm/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { alertRules, alerts, devices, locations } from '../../db/schema';
import { notFound } from '../../http/errors';
import { alertRecordColumns, alertRuleRecordColumns } from './records';

/** Alerts a person sees: the organisation's, not dismissed. */
const visible = (orgId: number) => and(eq(alerts.orgId, orgId), isNull(alerts.dismissedAt));

/** The organisation's alerts, newest first, without the dismissed ones. */
export async function selectAlerts(tx: Transaction, orgId: number, query: ListAlertsQuery) {
  const rows = await tx
    .select(alertRecordColumns)
    .from(alerts)
    .innerJoin(devices, eq(devices.id, alerts.deviceId))
    .innerJoin(locations, eq(locations.id, devices.locationId))
    .where(
      and(
        visible(orgId),
        query.acknowledged === undefined ? undefined : eq(alerts.acknowledged, query.acknowledged),
        query.locationId === undefined ? undefined : eq(locations.locationId, query.locationId),
      ),
    )
    .orderBy(desc(alerts.raisedAt), desc(alerts.id))
    .limit(query.limit);
  return rows as AlertRecord[];
}

/** How many of the organisation's visible alerts nobody has acknowledged. */
export async function countUnacknowledged(tx: Transaction, orgId: number): Promise<number> {
  const [count] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(alerts)
    .where(and(visible(orgId), eq(alerts.acknowledged, false)));
  return count?.count ?? 0;
}

/** A visible alert as the API sends it; 404 otherwise. */
export async function findAlert(tx: Transaction, orgId: number, id: string): Promise<AlertRecord> {
  const [row] = await tx
    .select(alertRecordColumns)
    .from(alerts)
    .innerJoin(devices, eq(devices.id, alerts.deviceId))
    .innerJoin(locations, eq(locations.id, devices.locationId))
    .where(and(visible(orgId), eq(alerts.id, id)));
  if (!row) throw notFound('Alert');
  return row as AlertRecord;
}

export async function markAlertAcknowledged(
  tx: Transaction,
  orgId: number,
  id: string,
  by: { email: string; at: Date },
): Promise<void> {
  await tx
    .update(alerts)
    .set({ acknowledged: true, acknowledgedBy: by.email, acknowledgedAt: by.at })
    .where(and(visible(orgId), eq(alerts.id, id)));
}

/** Dismisses a visible alert; false when there is none such. */
export async function markAlertDismissed(
  tx: Transaction,
  orgId: number,
  id: string,
  by: { email: string; at: Date },
): Promise<boolean> {
  const [row] = await tx
    .update(alerts)
    .set({ dismissedAt: by.at, dismissedBy: by.email })
    .where(and(visible(orgId), eq(alerts.id, id)))
    .returning({ id: alerts.id });
  return row !== undefined;
}

/**
 * A rule's alert raised by a reading; undefined when the device already has that rule's alert
 * open (one open alert per device and rule).
 */
export async function insertRuleAlert(
  tx: Transaction,
  alert: {
    orgId: number;
    deviceId: string;
    ruleId: string;
    metric: NumericMetric;
    severity: AlertSeverity;
    message: string;
    value: number;
    raisedAt: Date;
  },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(alerts)
    .values({ ...alert, kind: 'rule' })
    .onConflictDoNothing()
    .returning({ id: alerts.id });
  return row?.id;
}

/** Clears the device's open alert of this rule (its condition no longer holds). */
export async function clearRuleAlert(
  tx: Transaction,
  deviceId: string,
  ruleId: string,
  clearedAt: Date,
): Promise<void> {
  await tx
    .update(alerts)
    .set({ clearedAt })
    .where(
      and(
        eq(alerts.deviceId, deviceId),
        eq(alerts.ruleId, ruleId),
        eq(alerts.kind, 'rule'),
        isNull(alerts.clearedAt),
      ),
    );
}

/** Clears the open offline alerts of devices heard from again; answers the devices cleared. */
export async function clearOfflineAlerts(
  tx: Transaction,
  deviceIds: string[],
  clearedAt: Date,
): Promise<string[]> {
  const cleared = await tx.execute<{ deviceId: string }>(sql`
    update alerts set cleared_at = ${clearedAt.toISOString()}
    where device_id = any(${sql.param(deviceIds)}::uuid[]) and kind = 'offline'
      and cleared_at is null
    returning device_id as "deviceId"`);
  return cleared.rows.map((row) => row.deviceId);
}

/** The organisation's rules (or the one with `id`), oldest first. */
const selectRules = (tx: Transaction, orgId: number, id?: string) =>
  tx
    .select(alertRuleRecordColumns)
    .from(alertRules)
    .leftJoin(locations, eq(locations.id, alertRules.locationId))
    .where(and(eq(alertRules.orgId, orgId), id === undefined ? undefined : eq(alertRules.id, id)))
    .orderBy(asc(alertRules.createdAt), asc(alertRules.id));

export const selectAlertRules = async (tx: Transaction, orgId: number) =>
  (await selectRules(tx, orgId)) as AlertRuleRecord[];

/** A rule as the API sends it; 404 otherwise. */
export async function findRule(
  tx: Transaction,
  orgId: number,
  id: string,
): Promise<AlertRuleRecord> {
  const [rule] = await selectRules(tx, orgId, id);
  if (!rule) throw notFound('Alert rule');
  return rule as AlertRuleRecord;
}

/** A rule's columns as a body sets them, its location as the location's row id. */
type RuleValues = Omit<AlertRuleBody, 'locationId'> & { locationId: string | null };

export async function insertRule(
  tx: Transaction,
  orgId: number,
  values: RuleValues,
  by: { email: string; at: Date },
): Promise<string> {
  const [row] = await tx
    .insert(alertRules)
    .values({ ...values, orgId, createdBy: by.email, createdAt: by.at, updatedAt: by.at })
    .returning({ id: alertRules.id });
  if (!row) throw new Error('The rule was not stored');
  return row.id;
}

export async function updateRuleRow(
  tx: Transaction,
  orgId: number,
  id: string,
  values: RuleValues,
  at: Date,
): Promise<void> {
  await tx
    .update(alertRules)
    .set({ ...values, updatedAt: at })
    .where(and(eq(alertRules.orgId, orgId), eq(alertRules.id, id)));
}

/** Removes a rule; its name, or undefined when there was none. */
export async function deleteRuleRow(tx: Transaction, orgId: number, id: string) {
  const [row] = await tx
    .delete(alertRules)
    .where(and(eq(alertRules.orgId, orgId), eq(alertRules.id, id)))
    .returning({ name: alertRules.name });
  return row;
}
