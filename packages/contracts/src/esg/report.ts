import { z } from 'zod';
import { boundedText, text } from '../common';
import { successEnvelope } from '../envelope';
import { Pagination, pageQuery } from '../paging';
import { EmissionFactor } from './factors';
import { CalendarMonth } from './records';
import { EsgResource, EsgSource } from './resources';

/** `GET /api/esg/report`: the Resource Consumption Report (`/reports/esg/consumption`). */
export const EsgReportQuery = pageQuery({
  sortBy: ['rank', 'name', 'electricity', 'co2e', 'co2ePerSqm'],
  defaultSortBy: 'rank',
  defaultLimit: 25,
  maxLimit: 10_000,
}).extend({
  /** Default: the financial year (April-March) of today, up to this month. */
  from: CalendarMonth.optional(),
  to: CalendarMonth.optional(),
  state: boundedText(100).optional(),
  /** Location numbers, comma-separated ('1001,1002'). */
  locations: text()
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, 'must be location numbers separated by commas')
    .optional(),
});
export type EsgReportQuery = z.infer<typeof EsgReportQuery>;

/** One resource of one branch and month: the figure, where it came from, its CO2e and factor. */
export const EsgCell = z.object({
  /** Null: missing (no meter reading and no bill), never zero. */
  value: z.number().nullable(),
  source: EsgSource.nullable(),
  /** The meter's register went backwards in the month (counted as no use). */
  resets: z.number().int(),
  partial: z.boolean(),
  /** Tonnes CO2e (electricity and diesel), null when missing or without a factor. */
  co2e: z.number().nullable(),
  factorId: z.string().nullable(),
  /** More than 3 times the branch's median month in the period. */
  outlier: z.boolean(),
});
export type EsgCell = z.infer<typeof EsgCell>;

const Totals = z.object({
  electricity: z.number(),
  diesel: z.number(),
  water: z.number(),
  solar: z.number(),
  waste: z.number(),
  scope1: z.number(),
  scope2: z.number(),
});
export type EsgTotals = z.infer<typeof Totals>;

export const EsgBranchMonth = z.object({
  month: z.string(),
  electricity: EsgCell,
  diesel: EsgCell,
  water: EsgCell,
  solar: EsgCell,
  waste: z.number().nullable(),
  co2e: z.number().nullable(),
  closed: z.boolean(),
});
export type EsgBranchMonth = z.infer<typeof EsgBranchMonth>;

export const EsgBranchRow = z.object({
  locationId: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** `branchAreaSize` as stored: square feet. */
  areaSqft: z.number().nullable(),
  areaSqm: z.number().nullable(),
  totals: Totals,
  co2e: z.number(),
  electricityPerSqm: z.number().nullable(),
  electricityPerSqft: z.number().nullable(),
  /** kg CO2e per square metre / foot over the period. */
  co2ePerSqm: z.number().nullable(),
  co2ePerSqft: z.number().nullable(),
  /** 1 = the most CO2e per square metre among the filtered branches; null without an area. */
  rank: z.number().int().nullable(),
  outliers: z.number().int(),
  months: z.array(EsgBranchMonth),
});
export type EsgBranchRow = z.infer<typeof EsgBranchRow>;

const Headline = z.object({
  value: z.number(),
  lastYear: z.number(),
  /** (this - last) / last; null when last year had nothing. */
  change: z.number().nullable(),
});

const EsgTrendPoint = z.object({
  month: z.string(),
  lastYearMonth: z.string(),
  thisYear: Totals,
  lastYear: Totals,
});

export const EsgMissing = z.object({
  locationId: z.number().int(),
  name: z.string(),
  month: z.string(),
  resource: EsgResource,
});
export type EsgMissing = z.infer<typeof EsgMissing>;

export const EsgReportData = z.object({
  from: z.string(),
  to: z.string(),
  lastYearFrom: z.string(),
  lastYearTo: z.string(),
  months: z.array(z.string()),
  headline: z.object({
    electricity: Headline,
    diesel: Headline,
    water: Headline,
    solar: Headline,
    waste: Headline,
    scope1: Headline,
    scope2: Headline,
  }),
  trend: z.array(EsgTrendPoint),
  byState: z.array(Totals.extend({ state: z.string(), branches: z.number().int() })),
  branches: z.array(EsgBranchRow),
  pagination: Pagination,
  /** Area of the filtered branches with one (m2), for intensity per square metre. */
  areaSqm: z.number(),
  coverage: z.object({
    /** Branch-months expected to have a figure (electricity everywhere; the others where metered or billed). */
    expected: z.number().int(),
    meter: z.number().int(),
    bill: z.number().int(),
    manual: z.number().int(),
    missing: z.number().int(),
    missingList: z.array(EsgMissing),
  }),
  factors: z.array(EmissionFactor),
  closedMonths: z.array(z.string()),
  states: z.array(z.string()),
});
export type EsgReportData = z.infer<typeof EsgReportData>;
export const EsgReportResponse = successEnvelope(EsgReportData);
