import { sql } from 'drizzle-orm';
import {
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
import { at, tenantPolicy, timestamps } from './columns';
import { locations } from './locations';
import { org } from './organizations';

/**
 * Locations waiting in the staging area for an approver (spec section 4, "Location approval").
 * Approval moves a copy to `locations` and links it through `master_location_id`.
 */
export const stagedLocations = pgTable(
  'staged_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    /** Taken from the organisation's counter when staged; the live copy keeps it. */
    locationId: integer('location_id').notNull(),
    masterLocationId: uuid('master_location_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    uid: text('uid'),
    locationNickname: text('location_nickname'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    district: text('district'),
    zone: text('zone'),
    colony: text('colony'),
    street: text('street'),
    plotNo: text('plot_no'),
    sector: text('sector'),
    buildingName: text('building_name'),
    buildingWing: text('building_wing'),
    floor: text('floor'),
    officeUnit: text('office_unit'),
    pinCode: text('pin_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    comments: text('comments'),
    approverInfo: jsonb('approver_info').$type<Record<string, unknown>>(),
    approvedAt: at('approved_at'),
    approvedBy: text('approved_by'),
    rejectedAt: at('rejected_at'),
    rejectedBy: text('rejected_by'),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (t) => [
    index('staged_locations_org_status_idx').on(t.orgId, t.status),
    uniqueIndex('staged_locations_org_location_id_key').on(t.orgId, t.locationId),
    // A staged location is moved to live once: two approvals can never both link a copy.
    uniqueIndex('staged_locations_master_location_key').on(t.masterLocationId),
    check('staged_locations_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    tenantPolicy('staged_locations'),
  ],
).enableRLS();

export type StagedLocationRow = typeof stagedLocations.$inferSelect;
export type NewStagedLocationRow = typeof stagedLocations.$inferInsert;
