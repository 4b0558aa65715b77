import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, orgIdColumn, tenantPolicy, timestamps } from './columns';
import { org } from './organizations';

/**
 * Pest control service records (spec section 3). `location_id` is the location's number, kept
 * without a foreign key on purpose: a record is proof that a branch was serviced and outlives
 * the location (the name at the time is kept beside it). Deleting is a soft delete
 * (`deactivated_*`): the files and the history stay.
 */
export const pestControlRecords = pgTable(
  'pest_control_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    /** Chosen by the client before it uploads the files (their keys carry it). */
    consolePestControlId: uuid('console_pest_control_id').notNull(),
    locationId: integer('location_id').notNull(),
    locationName: text('location_name'),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    serviceTime: text('service_time'),
    serviceType: text('service_type').notNull(),
    comments: text('comments'),
    /** The vendor company of the person who recorded it; null for the organisation's own staff. */
    vendorId: text('vendor_id'),
    createdBy: text('created_by').notNull(),
    deactivatedAt: at('deactivated_at'),
    deactivatedBy: text('deactivated_by'),
    deactivationReason: text('deactivation_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pest_control_records_org_console_id_key').on(t.orgId, t.consolePestControlId),
    index('pest_control_records_org_date_idx').on(t.orgId, t.serviceDate),
    index('pest_control_records_org_location_date_idx').on(t.orgId, t.locationId, t.serviceDate),
    index('pest_control_records_org_vendor_date_idx').on(t.orgId, t.vendorId, t.serviceDate),
    check('pest_control_records_time_check', sql`${t.serviceTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`),
    tenantPolicy('pest_control_records'),
  ],
).enableRLS();

/** The report files of a record; the file itself is in the platform's storage under `s3_key`. */
export const pestControlFiles = pgTable(
  'pest_control_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    recordId: uuid('record_id').notNull(),
    fileName: text('file_name').notNull(),
    s3Key: text('s3_key').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
    attachedBy: text('attached_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pest_control_files_s3_key_key').on(t.s3Key),
    index('pest_control_files_org_record_idx').on(t.orgId, t.recordId),
    index('pest_control_files_record_idx').on(t.recordId),
    foreignKey({
      name: 'pest_control_files_record_fk',
      columns: [t.recordId],
      foreignColumns: [pestControlRecords.id],
    }).onDelete('cascade'),
    tenantPolicy('pest_control_files'),
  ],
).enableRLS();

/** Planned visits (spec section 3); completed when linked to a record; soft delete by default. */
export const pestControlSchedules = pgTable(
  'pest_control_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    locationId: integer('location_id').notNull(),
    locationName: text('location_name'),
    scheduleDate: date('schedule_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['scheduled', 'completed'] })
      .notNull()
      .default('scheduled'),
    serviceType: text('service_type').notNull(),
    notes: text('notes'),
    vendorId: text('vendor_id'),
    completedDate: date('completed_date', { mode: 'string' }),
    completedBy: text('completed_by'),
    pestControlRecordId: uuid('pest_control_record_id'),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by'),
    deletedAt: at('deleted_at'),
    deletedBy: text('deleted_by'),
    ...timestamps,
  },
  (t) => [
    index('pest_control_schedules_org_date_idx').on(t.orgId, t.scheduleDate),
    index('pest_control_schedules_org_location_date_idx').on(t.orgId, t.locationId, t.scheduleDate),
    index('pest_control_schedules_record_idx').on(t.pestControlRecordId),
    foreignKey({
      name: 'pest_control_schedules_record_fk',
      columns: [t.pestControlRecordId],
      foreignColumns: [pestControlRecords.id],
    }),
    check('pest_control_schedules_status_check', sql`${t.status} in ('scheduled', 'completed')`),
    check(
      'pest_control_schedules_completed_check',
      sql`${t.status} = 'scheduled' or ${t.pestControlRecordId} is not null`,
    ),
    tenantPolicy('pest_control_schedules'),
  ],
).enableRLS();

export type PestControlRecordRow = typeof pestControlRecords.$inferSelect;
export type PestControlFileRow = typeof pestControlFiles.$inferSelect;
export type PestControlScheduleRow = typeof pestControlSchedules.$inferSelect;
