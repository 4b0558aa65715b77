import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/** Every table of the database, found in the catalogue: a new table is covered the day it exists. */
async function allTables(db: Database): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select format('%I.%I', table_schema, table_name) as name
    from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by table_schema, table_name`);
  return result.rows.map((row) => row.name);
}

/**
 * A fingerprint of every row of every table (or of `tables`), read as the owner (no row-level
 * security): equal fingerprints before and after a refused request prove that it changed
 * nothing, in any organisation. Sign the accounts a test uses in before the first fingerprint:
 * a sign-in writes a session.
 */
export async function snapshot(
  db: Database,
  tables?: readonly string[],
): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables ?? (await allTables(db))) {
    const rows = await db.execute<{ rows: number; digest: string | null }>(
      sql.raw(
        `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`,
      ),
    );
    const row = rows.rows[0]!;
    result[table] = `${row.rows}:${row.digest ?? ''}`;
  }
  return result;
}
