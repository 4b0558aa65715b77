import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantPolicy, timestamps } from './columns';

export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    ...timestamps,
  },
  () => [tenantPolicy('organizations', 'id')],
).enableRLS();

export type OrganizationRow = typeof organizations.$inferSelect;
