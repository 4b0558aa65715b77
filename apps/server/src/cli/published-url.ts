import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * A running server publishes the address of its embedded PostgreSQL in DATA_DIR/pg-url (mode
 * 0600: it holds the password), so that the admin CLI can work next to it instead of starting a
 * second PostgreSQL on the same files. The file goes away when the server stops.
 */

const FILE = 'pg-url';

/** Writes the file; returns the function that removes it. */
export async function publishDatabaseUrl(
  dataDir: string,
  url: string,
): Promise<() => Promise<void>> {
  const path = join(dataDir, FILE);
  await rm(path, { force: true });
  await writeFile(path, `${url}\n`, { mode: 0o600, flag: 'wx' });
  return () => rm(path, { force: true });
}

export async function readPublishedDatabaseUrl(dataDir: string): Promise<string | null> {
  const content = await readFile(join(dataDir, FILE), 'utf8').catch(() => null);
  return content?.trim() || null;
}
