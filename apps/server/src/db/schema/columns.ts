import { sql } from 'drizzle-orm';
import { integer, pgPolicy, timestamp } from 'drizzle-orm/pg-core';

/** A moment: `timestamptz`, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Created/updated stamps shared by every table. */
export const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

/**
 * Every tenant table carries its organisation; `org()` (beside the `organizations` table, which
 * it references) is this column with its foreign key.
 */
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
