import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantPolicy, timestamps } from './columns';
import { org } from './organizations';

/**
 * The vendor companies that serve an organisation's branches (security, housekeeping, pest
 * control). A vendor user's token names their company in `custom:vendorId`; employees,
 * attendance and pest-control records carry the vendor that keeps them.
 */
export const vendors = pgTable(
  'vendors',
  {
    orgId: org(),
    /** The id a vendor user's token carries (`custom:vendorId`), e.g. 'VEN-001'. */
    id: text('id').notNull(),
    name: text('name').notNull(),
    /** What they do: 'security', 'housekeeping', 'pest-control', ... */
    services: text('services').array().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('vendors_org_name_idx').on(t.orgId, t.name),
    tenantPolicy('vendors'),
  ],
).enableRLS();

export type VendorRow = typeof vendors.$inferSelect;
