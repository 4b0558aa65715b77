import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, tenantPolicy, timestamps } from './columns';
import { org } from './organizations';
import { vendors } from './vendors';

/**
 * Vendor employees. `console_employee_id` is the console's own id of a person ('EMP-' and ten
 * hex digits, unique in the organisation), `employee_id` the vendor's number for them. They are
 * assigned to branch locations by number; deactivation keeps the row and its attendance.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    consoleEmployeeId: text('console_employee_id')
      .notNull()
      .default(sql`('EMP-' || upper(substr(md5(gen_random_uuid()::text), 1, 10)))`),
    employeeId: text('employee_id').notNull(),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number'),
    designation: text('designation'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    vendorId: text('vendor_id').notNull(),
    /** Location numbers (`locations.location_id`) the employee works at. */
    locationIds: integer('location_ids').array().notNull().default([]),
    employmentType: text('employment_type', {
      enum: ['permanent', 'contract', 'temporary', 'part-time'],
    }),
    deactivationReason: text('deactivation_reason'),
    deactivatedAt: at('deactivated_at'),
    deactivatedBy: text('deactivated_by'),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_org_console_id_key').on(t.orgId, t.consoleEmployeeId),
    uniqueIndex('employees_org_vendor_employee_id_key').on(t.orgId, t.vendorId, t.employeeId),
    index('employees_org_status_name_idx').on(t.orgId, t.status, t.name),
    index('employees_org_vendor_idx').on(t.orgId, t.vendorId, t.name),
    index('employees_location_ids_idx').using('gin', t.locationIds),
    foreignKey({
      columns: [t.orgId, t.vendorId],
      foreignColumns: [vendors.orgId, vendors.id],
      name: 'employees_vendor_fk',
    }),
    check('employees_status_check', sql`${t.status} in ('active', 'inactive')`),
    tenantPolicy('employees'),
  ],
).enableRLS();

export type EmployeeRow = typeof employees.$inferSelect;

/**
 * Who was present where: at most one row per employee, day and location (the unique key is the
 * rule; a second mark is a 409). `vendor_id` is the employee's, copied for vendor-scoped reads.
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    employeeRef: uuid('employee_ref')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id').notNull(),
    locationId: integer('location_id').notNull(),
    checkinDate: date('checkin_date', { mode: 'string' }).notNull(),
    checkinTime: time('checkin_time').notNull(),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attendance_once_per_day_and_location_key').on(
      t.orgId,
      t.employeeRef,
      t.checkinDate,
      t.locationId,
    ),
    index('attendance_org_date_location_idx').on(t.orgId, t.checkinDate, t.locationId),
    index('attendance_employee_date_idx').on(t.employeeRef, t.checkinDate),
    tenantPolicy('attendance_records'),
  ],
).enableRLS();

/** Who receives the daily attendance e-mail; deleted ones keep their row (soft deletion). */
export const attendanceEmailRecipients = pgTable(
  'attendance_email_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Location numbers the recipient cares about; empty: every location. */
    locationIds: integer('location_ids').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    deletedBy: text('deleted_by'),
    deletedAt: at('deleted_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attendance_email_recipients_org_email_key')
      .on(t.orgId, t.email)
      .where(sql`${t.deletedAt} is null`),
    index('attendance_email_recipients_org_idx').on(t.orgId, t.createdAt),
    tenantPolicy('attendance_email_recipients'),
  ],
).enableRLS();

/** The daily e-mail's local send time per organisation (a missing row: the defaults). */
export const attendanceEmailSettings = pgTable(
  'attendance_email_settings',
  {
    orgId: org().primaryKey(),
    sendTime: text('send_time').notNull().default('18:00'),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: text('updated_by'),
    ...timestamps,
  },
  () => [tenantPolicy('attendance_email_settings')],
).enableRLS();

/**
 * One row per organisation and local date on which the daily e-mail went out: the key makes the
 * send happen once, whichever server process gets there first.
 */
export const attendanceEmailRuns = pgTable(
  'attendance_email_runs',
  {
    orgId: org(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    recipients: integer('recipients').notNull().default(0),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.localDate] }), tenantPolicy('attendance_email_runs')],
).enableRLS();
