import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orgIdColumn, tenantPolicy } from './columns';
import { organizations } from './organizations';

/**
 * Live events of the last minutes (decision 021): written by the transaction that made the change
 * (so an event exists only if the change committed), announced by NOTIFY, and read back by a
 * browser that reconnects with `Last-Event-ID`. A recurring job deletes what is older than the
 * resume window.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: orgIdColumn().references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** The permission a caller's role needs to receive it; null: every member. */
    audience: text('audience'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('domain_events_org_id_idx').on(t.orgId, t.id),
    index('domain_events_created_idx').on(t.createdAt),
    tenantPolicy('domain_events'),
  ],
).enableRLS();
