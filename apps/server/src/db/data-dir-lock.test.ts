import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fm-lock-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a folder held by a live process and names it', async () => {
    // The parent of this test process is alive and is not us.
    await writeFile(join(dir, 'server.pid'), `${process.ppid}\n`);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `in use by another server (process ${process.ppid})`,
    );
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    await writeFile(join(dir, 'server.pid'), '2147483646\n');
    const release = await lockDataDir(dir);
    expect((await readFile(join(dir, 'server.pid'), 'utf8')).trim()).toBe(String(process.pid));
    await release();
  });

  it('releases the folder so that the next server can claim it', async () => {
    const release = await lockDataDir(dir);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});
