import { sql } from 'drizzle-orm';
import { integer, pgPolicy, timestamp } from 'drizzle-orm/pg-core';

/** Created/updated stamps shared by every table. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Every tenant table carries its organisation. */
export const orgIdColumn = () => integer('org_id').notNull();

/**
 * The second tenant wall: rows are visible and writable only for the organisation that the
 * transaction declared (`app.org_id`, set by `inTenant`). Without the setting nothing matches.
 * The table owner (migrations, seeding, the identity service) is not subject to it; API requests
 * run as the non-owner role `app_tenant`, which is.
 */
export const tenantPolicy = (table: string, column = 'org_id') =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: sql.raw(`${column} = nullif(current_setting('app.org_id', true), '')::integer`),
    withCheck: sql.raw(`${column} = nullif(current_setting('app.org_id', true), '')::integer`),
  });
