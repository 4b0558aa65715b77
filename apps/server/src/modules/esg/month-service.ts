import {
  localToday,
  monthOfDay,
  type EmissionFactor,
  type EsgMonthClosing,
  type EsgResource,
} from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { inTenant } from '../../db/tenant';
import { AppError, conflict, notFound } from '../../http/errors';
import { writeAudit } from '../../shared/audit';
import { orgTimeZone } from '../../shared/org-time';
import type { ServiceContext } from '../../shared/service-context';
import { esgChanged } from './events';
import { factorsOf } from './factor-service';
import {
  findClosing,
  insertClosing,
  selectClosings,
  updateClosing,
  type ClosingRow,
} from './queries';
import { resources, type BranchMonth, type FrozenMonth } from './report';
import { selectReportLocations } from './report-queries';
import { foldIfFree, liveFigures } from './report-service';

// Closing a month freezes its figures and the factor versions they used; restating recomputes
// them (admins), with the before, the after, who and why in the audit trail (decision 052).

const toClosing = (row: ClosingRow): EsgMonthClosing => ({
  month: row.month.slice(0, 7),
  closedBy: row.closedBy,
  closedAt: row.closedAt.toISOString(),
  restatedBy: row.restatedBy,
  restatedAt: row.restatedAt?.toISOString() ?? null,
  restatedReason: row.restatedReason,
  factorIds: (row.factors as EmissionFactor[]).map((factor) => factor.id),
});

export async function listMonths(ctx: ServiceContext) {
  authorize(ctx.caller, 'esg:read');
  return inTenant(
    ctx.db,
    ctx.caller.orgId,
    async (tx) => (await selectClosings(tx, ctx.caller.orgId)).map(toClosing),
    { readOnly: true },
  );
}

/** The month's live figures of every location, as a closing keeps them, and the factors used. */
async function freeze(tx: Transaction, orgId: number, month: string, now: Date) {
  const timeZone = await orgTimeZone(tx, orgId);
  await foldIfFree(tx, orgId, timeZone, now);
  const [locations, factors] = await Promise.all([
    selectReportLocations(tx, orgId, {}),
    factorsOf(tx, orgId),
  ]);
  const live = await liveFigures(tx, orgId, locations, [month], factors);
  const figures: FrozenMonth = {};
  const used = new Set<string>();
  for (const [locationId, months] of live) {
    const figure = months.get(month)!;
    if (
      resources.every((resource) => figure.cells[resource].value === null) &&
      figure.waste === null
    )
      continue;
    figures[locationId] = figure;
    for (const resource of resources) {
      const factorId = figure.cells[resource].factorId;
      if (factorId) used.add(factorId);
    }
  }
  return { figures, factors: factors.filter((factor) => used.has(factor.id)), timeZone };
}

/** The month's totals (for the audit trail's before and after). */
function totalsOf(figures: FrozenMonth): Record<string, number | null> {
  const totals: Record<string, number | null> = {};
  const add = (key: string, value: number | null) => {
    if (value === null) return;
    totals[key] = (totals[key] ?? 0) + value;
  };
  for (const figure of Object.values(figures) as BranchMonth[]) {
    for (const resource of resources) add(resource, figure.cells[resource].value);
    add('waste', figure.waste);
    add('scope1', figure.cells.diesel.co2e);
    add('scope2', figure.cells.electricity.co2e);
  }
  for (const key of [...resources, 'waste', 'scope1', 'scope2'] as (EsgResource | string)[])
    totals[key] ??= null;
  return totals;
}

const invalidMonth = (message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `Invalid request - month: ${message}`, [
    { path: 'params.month', message },
  ]);

export async function closeMonth(ctx: ServiceContext, month: string) {
  authorize(ctx.caller, 'esg:manage');
  const now = ctx.platform.clock.now();
  return inTenant(ctx.db, ctx.caller.orgId, async (tx) => {
    const today = localToday(now, await orgTimeZone(tx, ctx.caller.orgId));
    if (month >= monthOfDay(today)) throw invalidMonth('only a month that has ended can be closed');
    if (await findClosing(tx, ctx.caller.orgId, month))
      throw conflict(`${month} is already closed; restate it to change its figures`);
    const { figures, factors } = await freeze(tx, ctx.caller.orgId, month, now);
    const row = await insertClosing(tx, {
      orgId: ctx.caller.orgId,
      month: `${month}-01`,
      figures,
      factors,
      closedBy: ctx.caller.email,
    });
    if (!row) throw conflict(`${month} is already closed`);
    await writeAudit(tx, ctx.caller, {
      action: 'esg.month.closed',
      entityType: 'esg-month',
      entityId: month,
      changes: { after: totalsOf(figures), factors: factors.map((factor) => factor.id) },
    });
    await esgChanged(ctx, tx);
    return toClosing(row);
  });
}

export async function restateMonth(ctx: ServiceContext, month: string, reason: string) {
  authorize(ctx.caller, 'esg:manage');
  const now = ctx.platform.clock.now();
  return inTenant(ctx.db, ctx.caller.orgId, async (tx) => {
    const closing = await findClosing(tx, ctx.caller.orgId, month);
    if (!closing) throw notFound('Closed month');
    const { figures, factors } = await freeze(tx, ctx.caller.orgId, month, now);
    const before = totalsOf(closing.figures as FrozenMonth);
    const after = totalsOf(figures);
    const row = await updateClosing(tx, ctx.caller.orgId, month, {
      figures,
      factors,
      restatedBy: ctx.caller.email,
      restatedAt: now,
      restatedReason: reason,
    });
    await writeAudit(tx, ctx.caller, {
      action: 'esg.month.restated',
      entityType: 'esg-month',
      entityId: month,
      changes: {
        before,
        after,
        reason,
        factorsBefore: (closing.factors as EmissionFactor[]).map((factor) => factor.id),
        factorsAfter: factors.map((factor) => factor.id),
      },
    });
    await esgChanged(ctx, tx);
    return { month: toClosing(row), before, after };
  });
}
