import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, tenantPolicy, timestamps } from './columns';
import { locations } from './locations';
import { org, organizations } from './organizations';

/** Who changed what, when: written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** Before/after of the fields that changed, or the created/deleted record. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    /** The client's address of the request that made the change (null: no request). */
    address: text('address'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_org_entity_idx').on(t.orgId, t.entityType, t.entityId, t.createdAt),
    index('audit_log_org_created_idx').on(t.orgId, t.createdAt),
    tenantPolicy('audit_log'),
  ],
).enableRLS();

/** Running numbers per organisation (the next location number, ...). */
export const orgCounters = pgTable(
  'org_counters',
  {
    orgId: org(),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.name] }), tenantPolicy('org_counters')],
).enableRLS();

/** The single points of contact of a location. */
export const locationContacts = pgTable(
  'location_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: org(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    designation: text('designation'),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('location_contacts_org_location_idx').on(t.orgId, t.locationId),
    index('location_contacts_location_idx').on(t.locationId),
    tenantPolicy('location_contacts'),
  ],
).enableRLS();

/** What a user sets about themselves beyond the identity attributes. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    /** The identity subject (`sub`), also for users of an external Cognito pool. */
    userId: uuid('user_id').primaryKey(),
    orgId: org(),
    avatarUrl: text('avatar_url'),
    notifications: boolean('notifications').notNull().default(true),
    temperatureUnit: text('temperature_unit', { enum: ['celsius', 'fahrenheit'] })
      .notNull()
      .default('celsius'),
    ...timestamps,
  },
  (t) => [index('user_profiles_org_idx').on(t.orgId), tenantPolicy('user_profiles')],
).enableRLS();

/** White-label branding an admin set for the organisation (spec section 3, "Branding"). */
export const orgBranding = pgTable(
  'org_branding',
  {
    orgId: integer('org_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The Branding contract without the organisation name (that is the organisation's own). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    updatedBy: text('updated_by'),
    ...timestamps,
  },
  (t) => [
    // The contract bounds every field (data: images included); this is the backstop.
    check('org_branding_settings_size_check', sql`pg_column_size(${t.settings}) <= 524288`),
    tenantPolicy('org_branding'),
  ],
).enableRLS();

/** Every e-mail the product sends; readable by the organisation's admins, relayed by SMTP if set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for mail that belongs to no organisation (none so far). */
    orgId: integer('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    error: text('error'),
  },
  (t) => [
    index('mail_outbox_org_created_idx').on(t.orgId, t.createdAt),
    tenantPolicy('mail_outbox'),
  ],
).enableRLS();
