import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { connectDatabase, type Database } from '../db/client';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { readPublishedDatabaseUrl } from './published-url';

export class CliError extends Error {
  override name = 'CliError';
}

export interface CliDatabase {
  db: Database;
  /** Where the data is, for the user: "DATABASE_URL", "the running server's database", ... */
  source: string;
  close(): Promise<void>;
}

/**
 * The database the server uses: DATABASE_URL; else the embedded one of DATA_DIR - the running
 * server's (through DATA_DIR/pg-url), or, when no server runs there, one this command starts
 * itself under the data-folder lock and stops when done. Migrations are applied either way
 * (under their advisory lock), so a fresh folder works too.
 */
export async function openDatabase(config: Config, logger: Logger): Promise<CliDatabase> {
  if (config.DATABASE_URL) {
    const handle = connectDatabase(config.DATABASE_URL, { max: 2 });
    await runMigrations(handle.pool);
    return { db: handle.db, source: 'DATABASE_URL', close: handle.close };
  }

  let release: () => Promise<void>;
  try {
    release = await lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const url = await readPublishedDatabaseUrl(config.DATA_DIR);
    if (!url)
      throw new CliError(
        `A server is using ${config.DATA_DIR} but has not published its database address ` +
          '(DATA_DIR/pg-url) yet. Wait until it has started, then try again.',
      );
    const handle = connectDatabase(url, { max: 2 });
    return {
      db: handle.db,
      source: `the database of the server running on ${config.DATA_DIR}`,
      close: handle.close,
    };
  }

  try {
    // A server that was killed outright may have left its address behind.
    await rm(join(config.DATA_DIR, 'pg-url'), { force: true });
    const embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, logger });
    const handle = connectDatabase(embedded.url, { max: 2 });
    try {
      await runMigrations(handle.pool);
    } catch (error) {
      await handle.close();
      await embedded.stop();
      throw error;
    }
    return {
      db: handle.db,
      source: `the embedded database in ${config.DATA_DIR}`,
      async close() {
        await handle.close();
        await embedded.stop();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
