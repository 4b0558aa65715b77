import { DEFAULT_TIME_ZONE } from '@fm/contracts';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { orgIdColumn, tenantPolicy, timestamps } from './columns';

export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /**
     * The IANA time zone of the organisation: where "today", "this month" and daily schedules
     * (the attendance e-mail, pest-control periods) are reckoned.
     */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    ...timestamps,
  },
  () => [tenantPolicy('organizations', 'id')],
).enableRLS();

/**
 * A tenant table's organisation column with its foreign key (rows go with their organisation).
 * It lives here, not in columns.ts, because it references this table and columns.ts is below it.
 */
export const org = () => orgIdColumn().references(() => organizations.id, { onDelete: 'cascade' });

export type OrganizationRow = typeof organizations.$inferSelect;
