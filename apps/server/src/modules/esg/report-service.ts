import {
  defaultReportPeriod,
  firstDayOf,
  lastDayOf,
  localToday,
  monthList,
  shiftMonth,
  type EmissionFactor,
  type EsgReportData,
  type EsgReportQuery,
} from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { inTenant } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { resolveLocations } from '../../shared/location-lookup';
import { orgTimeZone } from '../../shared/org-time';
import type { ServiceContext } from '../../shared/service-context';
import { factorsOf } from './factor-service';
import { foldMeterReadings } from './fold';
import { selectClosings } from './queries';
import {
  selectBillsBetween,
  selectMeterMonthTotals,
  selectReportLocations,
  selectStates,
  selectWasteTotals,
} from './report-queries';
import { buildReport, liveMonths, type FrozenMonth, type ReportLocation } from './report';

/** At most this many months in one report (two financial years). */
const MAX_MONTHS = 24;

const invalid = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `Invalid request - ${path}: ${message}`, [
    { path: `querystring.${path}`, message },
  ]);

/** Folds the meters' new readings unless another request of the organisation is folding them. */
export async function foldIfFree(tx: Transaction, orgId: number, timeZone: string, now: Date) {
  const free = await tx.execute<{ free: boolean }>(
    sql`select pg_try_advisory_xact_lock(${7_240_219}, ${orgId}) as free`,
  );
  if (free.rows[0]?.free) await foldMeterReadings(tx, orgId, timeZone, now);
}

/** The live figures of `months` for the given locations (bills over meters, factors by date). */
export async function liveFigures(
  tx: Transaction,
  orgId: number,
  locations: ReportLocation[],
  months: string[],
  factors: EmissionFactor[],
) {
  const [from, to] = [months[0]!, months[months.length - 1]!];
  const [meters, bills, waste] = await Promise.all([
    selectMeterMonthTotals(tx, orgId, from, to),
    selectBillsBetween(tx, orgId, firstDayOf(from), lastDayOf(to)),
    selectWasteTotals(tx, orgId, from, to),
  ]);
  return liveMonths({ locations, meters, bills, waste, factors }, months);
}

export async function getReport(
  ctx: ServiceContext,
  query: EsgReportQuery,
): Promise<EsgReportData> {
  authorize(ctx.caller, 'esg:read');
  const orgId = ctx.caller.orgId;
  const now = ctx.platform.clock.now();
  return inTenant(ctx.db, orgId, async (tx) => {
    const timeZone = await orgTimeZone(tx, orgId);
    const period = defaultReportPeriod(localToday(now, timeZone));
    const from = query.from ?? (query.to && query.to < period.from ? query.to : period.from);
    const to = query.to ?? (query.from && query.from > period.to ? query.from : period.to);
    if (to < from) throw invalid('to', 'must not be before from');
    const months = monthList(from, to);
    if (months.length > MAX_MONTHS)
      throw invalid('to', `must be at most ${MAX_MONTHS} months after from`);
    const numbers = query.locations?.split(',').map(Number);
    if (numbers) await resolveLocations(tx, orgId, numbers);
    await foldIfFree(tx, orgId, timeZone, now);
    const lastYearMonths = months.map((month) => shiftMonth(month, -12));
    const [locations, factors, closings, states] = await Promise.all([
      selectReportLocations(tx, orgId, { state: query.state, numbers }),
      factorsOf(tx, orgId),
      selectClosings(tx, orgId, { from: lastYearMonths[0]!, to }),
      selectStates(tx, orgId),
    ]);
    const frozen = new Map(
      closings.map((closing) => [closing.month.slice(0, 7), closing.figures as FrozenMonth]),
    );
    const [meters, bills, waste] = await Promise.all([
      selectMeterMonthTotals(tx, orgId, lastYearMonths[0]!, to),
      selectBillsBetween(tx, orgId, firstDayOf(lastYearMonths[0]!), lastDayOf(to)),
      selectWasteTotals(tx, orgId, lastYearMonths[0]!, to),
    ]);
    const frozenFactors = closings.flatMap((closing) => closing.factors as EmissionFactor[]);
    const allFactors = [
      ...factors,
      ...frozenFactors.filter((factor) => !factors.some((known) => known.id === factor.id)),
    ];
    const report = buildReport(
      { locations, meters, bills, waste, factors, frozen },
      { months, lastYearMonths, sort: query },
    );
    return {
      ...report,
      from,
      to,
      lastYearFrom: lastYearMonths[0]!,
      lastYearTo: lastYearMonths[lastYearMonths.length - 1]!,
      factors: allFactors,
      states,
    };
  });
}
