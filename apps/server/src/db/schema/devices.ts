import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ConditionState, SensorData } from '@fm/contracts';
import { at, tenantPolicy, timestamps } from './columns';
import { locations } from './locations';
import { org } from './organizations';

/**
 * Devices activated into a location. Their readings live in `device_readings` (partitioned by
 * time) and its rollups, written by hand in the devices migration (Drizzle has no partitions).
 * Deleting a location removes its devices (spec section 4) through the foreign key.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    serialNumber: text('serial_number').notNull(),
    status: text('status', { enum: ['online', 'offline', 'pending'] })
      .notNull()
      .default('pending'),
    lastUpdated: at('last_updated'),
    activatedAt: at('activated_at').notNull().defaultNow(),
    activatedBy: text('activated_by'),
    /** The last value of each metric (the spec's sensorData). */
    sensorData: jsonb('sensor_data').$type<SensorData>().notNull(),
    /** Per alert rule id: where its condition stands for this device (rule-evaluation.ts). */
    ruleStates: jsonb('rule_states').$type<Record<string, ConditionState>>().notNull().default({}),
    /** SHA-256 of the ingestion key (hex); the key itself is shown once and never stored. */
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    /** The demo's devices: the simulator gives them readings every 30 s while online. */
    simulated: boolean('simulated').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('devices_key_hash_key').on(t.keyHash),
    uniqueIndex('devices_org_serial_key').on(t.orgId, t.serialNumber),
    index('devices_org_name_idx').on(t.orgId, t.name),
    index('devices_org_status_idx').on(t.orgId, t.status),
    index('devices_location_idx').on(t.locationId),
    index('devices_online_last_updated_idx')
      .on(t.lastUpdated)
      .where(sql`${t.status} = 'online'`),
    check('devices_status_check', sql`${t.status} in ('online', 'offline', 'pending')`),
    tenantPolicy('devices'),
  ],
).enableRLS();

export type DeviceRow = typeof devices.$inferSelect;

/** "CO2 above 1,200 for 600 s": per organisation, optionally one location or device type. */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    name: text('name').notNull(),
    metric: text('metric').notNull(),
    comparison: text('comparison', { enum: ['above', 'below'] }).notNull(),
    threshold: doublePrecision('threshold').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    severity: text('severity', { enum: ['info', 'warning', 'critical'] }).notNull(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    deviceType: text('device_type'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (t) => [
    index('alert_rules_org_idx').on(t.orgId, t.createdAt),
    index('alert_rules_location_idx').on(t.locationId),
    tenantPolicy('alert_rules'),
  ],
).enableRLS();

export type AlertRuleRow = typeof alertRules.$inferSelect;

/**
 * Raised alerts. One open alert per (device, rule) and per offline device at most (partial unique
 * indexes): a condition that goes on is never raised twice. Dismissing hides an alert from the
 * list (dismissed_at) and keeps it for the record.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id').references(() => alertRules.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['rule', 'offline'] }).notNull(),
    metric: text('metric'),
    severity: text('severity', { enum: ['info', 'warning', 'critical'] }).notNull(),
    message: text('message').notNull(),
    value: doublePrecision('value'),
    raisedAt: at('raised_at').notNull(),
    clearedAt: at('cleared_at'),
    acknowledged: boolean('acknowledged').notNull().default(false),
    acknowledgedBy: text('acknowledged_by'),
    acknowledgedAt: at('acknowledged_at'),
    dismissedAt: at('dismissed_at'),
    dismissedBy: text('dismissed_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('alerts_org_raised_idx').on(t.orgId, t.raisedAt),
    index('alerts_device_idx').on(t.deviceId),
    index('alerts_rule_idx').on(t.ruleId),
    uniqueIndex('alerts_open_rule_key')
      .on(t.deviceId, t.ruleId)
      .where(sql`${t.clearedAt} is null and ${t.kind} = 'rule'`),
    uniqueIndex('alerts_open_offline_key')
      .on(t.deviceId)
      .where(sql`${t.clearedAt} is null and ${t.kind} = 'offline'`),
    tenantPolicy('alerts'),
  ],
).enableRLS();

export type AlertRow = typeof alerts.$inferSelect;
