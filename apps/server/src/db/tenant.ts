import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';

export const TENANT_ROLE = 'app_tenant';

/**
 * Runs `work` in one transaction that can only see and change rows of `orgId`: the transaction
 * switches to the non-owner role `app_tenant` and declares the organisation, so the row-level
 * security policies of every tenant table apply on top of the services' own `org_id` filters.
 */
export function inTenant<T>(
  db: Database,
  orgId: number,
  work: (tx: Transaction) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.org_id', ${String(orgId)}, true)`,
      );
      return work(tx);
    },
    { accessMode: options.readOnly ? 'read only' : 'read write' },
  );
}
