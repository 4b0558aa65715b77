import {
  SQUARE_METRES_PER_SQUARE_FOOT,
  paginationOf,
  type EmissionFactor,
  type EsgBranchMonth,
  type EsgBranchRow,
  type EsgCell,
  type EsgMissing,
  type EsgReportData,
  type EsgResource,
  type EsgTotals,
} from '@fm/contracts';
import { billMonths, monthEmission, monthFigure, type BillEntry } from './month-figures';
import type { MeterMonth } from './register-use';

/*
 * The report from its inputs (pure, no I/O): each branch's cells per month (live, or frozen for
 * a closed month), totals, the trend against last year, states, ranks, outliers and coverage.
 */

export const resources: EsgResource[] = ['electricity', 'diesel', 'water', 'solar'];

export type ReportLocation = {
  id: string;
  locationId: number;
  name: string;
  city: string | null;
  state: string | null;
  areaSqft: number | null;
};

/** A branch's month: its four cells and its waste. */
export interface BranchMonth {
  cells: Record<EsgResource, EsgCell>;
  waste: number | null;
}

/** Frozen figures of a closed month: per location id, its month. */
export type FrozenMonth = Record<string, BranchMonth>;

export interface ReportInputs {
  locations: ReportLocation[];
  /** Per location id, resource and month: the meters' figure. */
  meters: Map<string, MeterMonth>;
  bills: (BillEntry & { locationId: string; resource: EsgResource })[];
  /** Per location id and month: kg. */
  waste: Map<string, number>;
  factors: EmissionFactor[];
  frozen: Map<string, FrozenMonth>;
}

export const cellKey = (locationId: string, resource: string, month: string) =>
  `${locationId}|${resource}|${month}`;

const missingCell = (): EsgCell => ({
  value: null,
  source: null,
  resets: 0,
  partial: false,
  co2e: null,
  factorId: null,
  outlier: false,
});

/** Live figures of the given locations and months (bills over meters, emissions by factor). */
export function liveMonths(
  inputs: Omit<ReportInputs, 'frozen'>,
  months: string[],
): Map<string, Map<string, BranchMonth>> {
  const billsBy = new Map<string, BillEntry[]>();
  for (const bill of inputs.bills) {
    const key = `${bill.locationId}|${bill.resource}`;
    billsBy.set(key, [...(billsBy.get(key) ?? []), bill]);
  }
  const result = new Map<string, Map<string, BranchMonth>>();
  for (const location of inputs.locations) {
    const billed = new Map(
      resources.map((resource) => [
        resource,
        billMonths(billsBy.get(`${location.id}|${resource}`) ?? []),
      ]),
    );
    const byMonth = new Map<string, BranchMonth>();
    for (const month of months) {
      const cells = {} as Record<EsgResource, EsgCell>;
      for (const resource of resources) {
        const meter = inputs.meters.get(cellKey(location.id, resource, month));
        const figure = monthFigure(billed.get(resource)!.get(month), meter ? [meter] : []);
        const emission = monthEmission(resource, month, figure.value, inputs.factors);
        cells[resource] = {
          ...figure,
          co2e: emission?.tonnes ?? null,
          factorId: emission?.factorId ?? null,
          outlier: false,
        };
      }
      byMonth.set(month, { cells, waste: inputs.waste.get(`${location.id}|${month}`) ?? null });
    }
    result.set(location.id, byMonth);
  }
  return result;
}

const zeroTotals = (): EsgTotals => ({
  electricity: 0,
  diesel: 0,
  water: 0,
  solar: 0,
  waste: 0,
  scope1: 0,
  scope2: 0,
});

function addMonth(totals: EsgTotals, month: BranchMonth) {
  for (const resource of resources) totals[resource] += month.cells[resource].value ?? 0;
  totals.waste += month.waste ?? 0;
  totals.scope1 += month.cells.diesel.co2e ?? 0;
  totals.scope2 += month.cells.electricity.co2e ?? 0;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const change = (value: number, lastYear: number) => ({
  value,
  lastYear,
  change: lastYear > 0 ? (value - lastYear) / lastYear : null,
});

export interface ReportShape {
  months: string[];
  lastYearMonths: string[];
  sort: { sortBy: string; sortOrder: 'asc' | 'desc'; page: number; limit: number };
}

/** Everything but the pagination's total and the factor list, from the months' figures. */
export function buildReport(
  inputs: ReportInputs,
  shape: ReportShape,
): Omit<EsgReportData, 'from' | 'to' | 'lastYearFrom' | 'lastYearTo' | 'factors' | 'states'> {
  const { months, lastYearMonths } = shape;
  const live = liveMonths(
    inputs,
    [...lastYearMonths, ...months].filter((month) => !inputs.frozen.has(month)),
  );
  const monthOf = (locationId: string, month: string): BranchMonth => {
    const frozen = inputs.frozen.get(month);
    if (frozen)
      return (
        frozen[locationId] ?? {
          cells: {
            electricity: missingCell(),
            diesel: missingCell(),
            water: missingCell(),
            solar: missingCell(),
          },
          waste: null,
        }
      );
    return live.get(locationId)!.get(month)!;
  };
  const thisYear = months.map(() => zeroTotals());
  const lastYear = lastYearMonths.map(() => zeroTotals());
  const states = new Map<string, EsgTotals & { branches: number }>();
  const coverage = { expected: 0, meter: 0, bill: 0, manual: 0, missing: 0 };
  const missingList: EsgMissing[] = [];
  const rows: EsgBranchRow[] = [];
  let areaSqm = 0;
  for (const location of inputs.locations) {
    const totals = zeroTotals();
    const branchMonths: EsgBranchMonth[] = months.map((month, index) => {
      const figures = monthOf(location.id, month);
      addMonth(thisYear[index]!, figures);
      addMonth(totals, figures);
      const cells = structuredClone(figures.cells);
      const co2 = [cells.electricity.co2e, cells.diesel.co2e].filter((v) => v !== null);
      return {
        month,
        ...cells,
        waste: figures.waste,
        co2e: co2.length ? co2.reduce((a, b) => a + b, 0) : null,
        closed: inputs.frozen.has(month),
      };
    });
    lastYearMonths.forEach((month, index) =>
      addMonth(lastYear[index]!, monthOf(location.id, month)),
    );
    // Outliers: a month over 3 times the branch's median month of the period.
    let outliers = 0;
    for (const resource of resources) {
      const values = branchMonths
        .map((month) => month[resource].value)
        .filter((value): value is number => value !== null);
      if (values.length < 3) continue;
      const middle = median(values);
      if (middle <= 0) continue;
      for (const month of branchMonths)
        if (month[resource].value !== null && month[resource].value > 3 * middle) {
          month[resource].outlier = true;
          outliers++;
        }
    }
    // Coverage: electricity is expected everywhere, the others where the branch has any figure.
    for (const resource of resources) {
      const expected =
        resource === 'electricity' || branchMonths.some((month) => month[resource].value !== null);
      if (!expected) continue;
      for (const month of branchMonths) {
        coverage.expected++;
        const source = month[resource].source;
        if (source) coverage[source]++;
        else {
          coverage.missing++;
          missingList.push({
            locationId: location.locationId,
            name: location.name,
            month: month.month,
            resource,
          });
        }
      }
    }
    const area = location.areaSqft && location.areaSqft > 0 ? location.areaSqft : null;
    const sqm = area === null ? null : area * SQUARE_METRES_PER_SQUARE_FOOT;
    if (sqm !== null) areaSqm += sqm;
    const co2e = totals.scope1 + totals.scope2;
    rows.push({
      locationId: location.locationId,
      name: location.name,
      city: location.city,
      state: location.state,
      areaSqft: area,
      areaSqm: sqm,
      totals,
      co2e,
      electricityPerSqm: sqm === null ? null : totals.electricity / sqm,
      electricityPerSqft: area === null ? null : totals.electricity / area,
      co2ePerSqm: sqm === null ? null : (co2e * 1000) / sqm,
      co2ePerSqft: area === null ? null : (co2e * 1000) / area,
      rank: null,
      outliers,
      months: branchMonths,
    });
    const state = location.state ?? 'Unknown';
    const stateTotals = states.get(state) ?? { ...zeroTotals(), branches: 0 };
    for (const key of Object.keys(totals) as (keyof EsgTotals)[]) stateTotals[key] += totals[key];
    stateTotals.branches++;
    states.set(state, stateTotals);
  }
  // Rank: the most CO2e per square metre first; branches without an area or figures are unranked.
  const ranked = rows
    .filter((row) => row.co2ePerSqm !== null && row.co2e > 0)
    .sort((a, b) => b.co2ePerSqm! - a.co2ePerSqm! || a.locationId - b.locationId);
  ranked.forEach((row, index) => (row.rank = index + 1));
  const sorted = sortRows(rows, shape.sort.sortBy, shape.sort.sortOrder);
  const start = (shape.sort.page - 1) * shape.sort.limit;
  const sum = (list: EsgTotals[]) =>
    list.reduce((acc, totals) => {
      for (const key of Object.keys(acc) as (keyof EsgTotals)[]) acc[key] += totals[key];
      return acc;
    }, zeroTotals());
  const [now, before] = [sum(thisYear), sum(lastYear)];
  missingList.sort((a, b) =>
    a.month < b.month ? 1 : a.month > b.month ? -1 : a.locationId - b.locationId,
  );
  return {
    months,
    headline: {
      electricity: change(now.electricity, before.electricity),
      diesel: change(now.diesel, before.diesel),
      water: change(now.water, before.water),
      solar: change(now.solar, before.solar),
      waste: change(now.waste, before.waste),
      scope1: change(now.scope1, before.scope1),
      scope2: change(now.scope2, before.scope2),
    },
    trend: months.map((month, index) => ({
      month,
      lastYearMonth: lastYearMonths[index]!,
      thisYear: thisYear[index]!,
      lastYear: lastYear[index]!,
    })),
    byState: [...states]
      .map(([state, totals]) => ({ state, ...totals }))
      .sort(
        (a, b) => b.scope1 + b.scope2 - (a.scope1 + a.scope2) || a.state.localeCompare(b.state),
      ),
    branches: sorted.slice(start, start + shape.sort.limit),
    pagination: paginationOf(rows.length, shape.sort),
    areaSqm,
    coverage: { ...coverage, missingList: missingList.slice(0, 200) },
    closedMonths: months.filter((month) => inputs.frozen.has(month)),
  };
}

function sortRows(rows: EsgBranchRow[], sortBy: string, order: 'asc' | 'desc') {
  const direction = order === 'desc' ? -1 : 1;
  const value = (row: EsgBranchRow): number | string | null => {
    if (sortBy === 'name') return row.name.toLowerCase();
    if (sortBy === 'electricity') return row.totals.electricity;
    if (sortBy === 'co2e') return row.co2e;
    if (sortBy === 'co2ePerSqm') return row.co2ePerSqm;
    return row.rank;
  };
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === y) return a.locationId - b.locationId;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * direction;
  });
}
