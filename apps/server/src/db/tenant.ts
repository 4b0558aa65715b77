import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { Database, Transaction } from './client';

export const TENANT_ROLE = 'app_tenant';

/** Told after every read-write tenant transaction commits in this process (see `onTenantCommit`). */
const commitListeners = new Set<(orgId: number) => void>();

/**
 * Calls `listener(orgId)` after each read-write `inTenant` transaction of this process commits:
 * what a process keeps in memory about an organisation (decision 045) drops it at once, so a
 * person reads their own write even before the trigger's NOTIFY arrives. Returns the undo.
 */
export function onTenantCommit(listener: (orgId: number) => void): () => void {
  commitListeners.add(listener);
  return () => commitListeners.delete(listener);
}

/**
 * Runs `work` in one transaction that can only see and change rows of `orgId`: the transaction
 * switches to the non-owner role `app_tenant` and declares the organisation, so the row-level
 * security policies of every tenant table apply on top of the services' own `org_id` filters.
 */
export async function inTenant<T>(
  db: Database,
  orgId: number,
  work: (tx: Transaction) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  const result = await db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.org_id', ${String(orgId)}, true)`,
      );
      return work(tx);
    },
    { accessMode: options.readOnly ? 'read only' : 'read write' },
  );
  if (!options.readOnly) for (const listener of commitListeners) listener(orgId);
  return result;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/** A value written into the statement: only numbers and plain words, never a caller's text. */
function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && /^[\w.:-]*$/.test(value)) return `'${value}'`;
  throw new Error('readInTenant inlines numbers and plain words only');
}

/**
 * One read-only statement behind the same two walls as `inTenant`, in one round trip: the role,
 * the organisation and read-only mode are set by a first statement of the same message, which
 * PostgreSQL runs as one implicit transaction, so the settings hold for `query` and end with it
 * (an error rolls both back). The message cannot carry parameters, so `query`'s values are
 * written into it; only numbers and plain words are accepted, never a caller's text. For the hot
 * reads of every request (the list version, the organisation); anything else uses `inTenant`.
 */
export async function readInTenant<Row>(db: Database, orgId: number, query: SQL): Promise<Row[]> {
  if (!Number.isSafeInteger(orgId) || orgId <= 0) throw new Error('Not an organisation id');
  const { sql: text, params } = dialect.sqlToQuery(query);
  const statement = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  const results = (await db.$client.query(
    `select set_config('role', '${TENANT_ROLE}', true), set_config('app.org_id', '${orgId}', true), ` +
      `set_config('transaction_read_only', 'on', true); ${statement}`,
  )) as unknown as QueryResult[];
  return results[1]!.rows as Row[];
}
