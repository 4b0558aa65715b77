import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantPolicy, timestamps } from './columns';

export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /**
     * The IANA time zone of the organisation: where "today", "this month" and daily schedules
     * (the attendance e-mail, pest-control periods) are reckoned.
     */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    ...timestamps,
  },
  () => [tenantPolicy('organizations', 'id')],
).enableRLS();

export type OrganizationRow = typeof organizations.$inferSelect;
