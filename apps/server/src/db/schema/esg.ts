import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, tenantPolicy, timestamps } from './columns';
import { devices } from './devices';
import { locations } from './locations';
import { org } from './organizations';

/*
 * ESG resource consumption (issue 19, decision 050): bills and manual entries per location,
 * resource and billing period; waste per month and category; the organisation's own emission
 * factor versions (the defaults are built in, in the contracts); closed months with their frozen
 * figures; and the meters' readings kept as one summary per meter and local day (raw readings
 * are kept only 30 days, the days for good).
 */

/** A bill (with its document) or a manual entry: a quantity over whole days, both ends included. */
export const esgBills = pgTable(
  'esg_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    kind: text('kind', { enum: ['bill', 'manual'] }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** As entered, in `unit`. */
    quantity: doublePrecision('quantity').notNull(),
    unit: text('unit').notNull(),
    /** In the resource's base unit (kWh, L, kL): what the figures add up. */
    baseQuantity: doublePrecision('base_quantity').notNull(),
    /** What the bill cost, in rupees. */
    cost: doublePrecision('cost'),
    reference: text('reference'),
    /** The bill's document in file storage; the name as the person's file had it. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    createdBy: text('created_by').notNull(),
    ...timestamps,
  },
  (t) => [
    index('esg_bills_org_period_idx').on(t.orgId, t.periodStart),
    index('esg_bills_location_resource_idx').on(t.locationId, t.resource, t.periodStart),
    check('esg_bills_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('esg_bills_quantity_check', sql`${t.quantity} >= 0`),
    tenantPolicy('esg_bills'),
  ],
).enableRLS();

/** Waste of a location in a month (`month` is its first day), in kg, by category. */
export const esgWaste = pgTable(
  'esg_waste',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    kilograms: doublePrecision('kilograms').notNull(),
    createdBy: text('created_by').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('esg_waste_location_month_category_key').on(t.locationId, t.month, t.category),
    index('esg_waste_org_month_idx').on(t.orgId, t.month),
    check('esg_waste_kilograms_check', sql`${t.kilograms} >= 0`),
    tenantPolicy('esg_waste'),
  ],
).enableRLS();

/** Emission factor versions the organisation added (the built-in defaults are not stored). */
export const esgFactors = pgTable(
  'esg_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    resource: text('resource').notNull(),
    scope: integer('scope').notNull(),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
    source: text('source').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('esg_factors_org_resource_idx').on(t.orgId, t.resource, t.validFrom),
    tenantPolicy('esg_factors'),
  ],
).enableRLS();

/**
 * A closed month: its figures (per location and resource, with source and CO2e) and the factor
 * versions they used, frozen until an admin restates the month.
 */
export const esgMonthClosings = pgTable(
  'esg_month_closings',
  {
    orgId: org(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    figures: jsonb('figures').notNull(),
    factors: jsonb('factors').notNull(),
    closedBy: text('closed_by').notNull(),
    closedAt: at('closed_at').notNull().defaultNow(),
    restatedBy: text('restated_by'),
    restatedAt: at('restated_at'),
    restatedReason: text('restated_reason'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.month] }), tenantPolicy('esg_month_closings')],
).enableRLS();

/** A meter's register readings of one local day (the organisation's zone), summarised. */
export const esgMeterDays = pgTable(
  'esg_meter_days',
  {
    orgId: org(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    firstAt: at('first_at').notNull(),
    firstValue: doublePrecision('first_value').notNull(),
    lastAt: at('last_at').notNull(),
    lastValue: doublePrecision('last_value').notNull(),
    /** The register's rise within the day, backward steps left out. */
    increase: doublePrecision('increase').notNull(),
    resets: integer('resets').notNull().default(0),
    readings: integer('readings').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.day] }),
    index('esg_meter_days_org_day_idx').on(t.orgId, t.day),
    tenantPolicy('esg_meter_days'),
  ],
).enableRLS();

/** Per organisation: up to when (readings' arrival) the meters' readings are summarised. */
export const esgFoldState = pgTable(
  'esg_fold_state',
  {
    orgId: org().primaryKey(),
    foldedTo: at('folded_to').notNull(),
  },
  () => [tenantPolicy('esg_fold_state')],
).enableRLS();

/**
 * A meter's use per month (`month` is its first day), worked out from its days whenever they
 * change (register-use.ts): what the report adds up. `value` null: no reading in the month.
 */
export const esgMeterMonths = pgTable(
  'esg_meter_months',
  {
    orgId: org(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    value: doublePrecision('value'),
    resets: integer('resets').notNull().default(0),
    partial: boolean('partial').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.month] }),
    index('esg_meter_months_org_month_idx').on(t.orgId, t.month),
    tenantPolicy('esg_meter_months'),
  ],
).enableRLS();
