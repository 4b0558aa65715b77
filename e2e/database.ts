import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/*
 * The database of the server under test, for setup that a spec needs but does not test (an
 * organisation of its own, a vendor company): the running server publishes its embedded
 * PostgreSQL's address in DATA_DIR/pg-url, where the admin CLI finds it too. One small pool
 * per worker process, closed when the worker ends (test.ts).
 */

let pool: pg.Pool | undefined;

export async function serverDatabase(): Promise<pg.Pool> {
  if (!pool) {
    const dataDir = process.env.E2E_DATA_DIR;
    if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through the config');
    const url = (await readFile(join(dataDir, 'pg-url'), 'utf8')).trim();
    pool ??= new pg.Pool({ connectionString: url, max: 2 });
  }
  return pool;
}

export async function closeServerDatabase(): Promise<void> {
  const open = pool;
  pool = undefined;
  await open?.end();
}
