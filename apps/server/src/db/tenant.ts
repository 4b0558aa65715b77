import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PoolClient, QueryResult } from 'pg';
import type { Database, Transaction } from './client';
import * as schema from './schema';

const TENANT_ROLE = 'app_tenant';

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

/** Drizzle over one pooled connection, made once per connection (the pool reuses them). */
const drizzleOf = new WeakMap<PoolClient, Transaction>();

/**
 * `inTenant` for the devices' ingestion writer, two round trips shorter: BEGIN, the tenant
 * settings (the non-owner role and the organisation, so row-level security applies as in
 * `inTenant`) and the transaction's first statement, `first`, go in one message; `work` gets its
 * rows. `first` has no parameters: only numbers and checked ids may be written into it.
 */
export async function writeInTenant<T, Row>(
  db: Database,
  orgId: number,
  first: string,
  work: (tx: Transaction, rows: Row[]) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(orgId) || orgId <= 0) throw new Error('Not an organisation id');
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    const results = (await client.query(
      `begin; select set_config('role', '${TENANT_ROLE}', true), ` +
        `set_config('app.org_id', '${orgId}', true); ${first}`,
    )) as unknown as QueryResult[];
    let tx = drizzleOf.get(client);
    if (!tx) {
      // The same driver and dialect as the pool's; the session is this one connection.
      tx = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Transaction;
      drizzleOf.set(client, tx);
    }
    const result = await work(tx, results[2]!.rows as Row[]);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((failed: Error) => (broken = failed));
    throw error;
  } finally {
    client.release(broken);
  }
}
