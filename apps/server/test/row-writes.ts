import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/**
 * Counts the UPDATEs of each row of `table` from now on (a trigger in this test file's own
 * database, run as its owner), so a test can prove a change writes a row once.
 * Returns how many times the row with that id has been updated since.
 */
export async function countRowUpdates(db: Database, table: string) {
  await db.execute(
    sql.raw(`
    create table if not exists test_row_updates (table_name text not null, row_id uuid not null);
    create or replace function test_count_row_update() returns trigger
      language plpgsql security definer as $$
      begin
        insert into test_row_updates values (tg_table_name, new.id);
        return new;
      end $$;
    create trigger test_count_updates after update on ${table}
      for each row execute function test_count_row_update();`),
  );
  return async (id: string): Promise<number> => {
    const result = await db.execute<{ updates: number }>(
      sql`select count(*)::int as updates from test_row_updates
          where table_name = ${table} and row_id = ${id}`,
    );
    return result.rows[0]!.updates;
  };
}
