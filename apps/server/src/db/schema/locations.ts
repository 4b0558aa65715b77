import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy, timestamps } from './columns';
import { org } from './organizations';

/** The address parts of section 3, one column each. */
export const addressColumns = {
  address: text('address'),
  state: text('state'),
  city: text('city'),
  pinCode: text('pin_code'),
  country: text('country'),
  district: text('district'),
  zone: text('zone'),
  suburb: text('suburb'),
  colony: text('colony'),
  street: text('street'),
  plotNo: text('plot_no'),
  sector: text('sector'),
  buildingName: text('building_name'),
  buildingWing: text('building_wing'),
  floor: text('floor'),
  officeUnit: text('office_unit'),
  landmark: text('landmark'),
};

/** Live branch locations. `location_id` is the organisation's own running number. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    locationId: integer('location_id').notNull(),
    name: text('name'),
    locationNickname: text('location_nickname'),
    ...addressColumns,
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    branchAreaSize: doublePrecision('branch_area_size'),
    area: text('area'),
    locationType: text('location_type'),
    status: text('status', { enum: ['approved', 'active', 'inactive', 'rejected'] })
      .notNull()
      .default('approved'),
    statusReason: text('status_reason'),
    /** Devices activated into the location, kept by a trigger on `devices` (devices migration). */
    deviceCount: integer('device_count').notNull().default(0),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('locations_org_location_id_key').on(t.orgId, t.locationId),
    index('locations_org_status_idx').on(t.orgId, t.status),
    check(
      'locations_status_check',
      sql`${t.status} in ('approved', 'active', 'inactive', 'rejected')`,
    ),
    check('locations_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('locations_longitude_check', sql`${t.longitude} between -180 and 180`),
    tenantPolicy('locations'),
  ],
).enableRLS();

export type LocationRow = typeof locations.$inferSelect;
export type NewLocationRow = typeof locations.$inferInsert;
