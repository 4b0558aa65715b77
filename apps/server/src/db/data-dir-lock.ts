import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { processAlive } from './process-alive';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * Claims the data folder for this process, so that a second server on the same folder refuses to
 * start instead of running a second PostgreSQL over the same files. A lock left by a process that
 * no longer exists (killed, power loss) is taken over. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.pid');

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx', 0o644);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return async () => {
        const owner = await readFile(lockPath, 'utf8').catch(() => '');
        if (Number.parseInt(owner, 10) === process.pid) await unlink(lockPath).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner !== process.pid && processAlive(owner)) {
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by another server (process ${owner}). ` +
            'Stop that server first, or give this one its own folder with DATA_DIR. ' +
            `If no server is running, delete ${lockPath}.`,
        );
      }
      await unlink(lockPath).catch(() => {});
    }
  }
  throw new DataDirInUseError(`Could not claim the data folder ${dataDir}.`);
}
