import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

const locationTables = [
  'locations',
  'staged_locations',
  'location_contacts',
  'org_counters',
  'audit_log',
];

/**
 * A fingerprint of every row of the tables the location endpoints write (or of `tables`), read
 * as the owner (no row-level security): equal fingerprints before and after a refused request prove that it
 * changed nothing, in any organisation.
 */
export async function snapshot(
  db: Database,
  tables: readonly string[] = locationTables,
): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables) {
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
