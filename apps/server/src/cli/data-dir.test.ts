import { existsSync, statSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../db/free-port';
import { startServerProcess, waitForHealthy, type ServerProcess } from '../../test/server-process';
import { runCli } from './run-cli';

/**
 * Without DATABASE_URL the CLI uses DATA_DIR's embedded database: through a running server's
 * published address, or by starting the database itself when no server runs there.
 */
describe('the admin CLI on a data folder', { timeout: 180_000 }, () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fm-cli-'));
    await chmod(dataDir, 0o755);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) => runCli(args, { DATA_DIR: dataDir, DATABASE_URL: '' });

  it('starts the embedded database itself when no server runs, and leaves the folder free', async () => {
    const created = await cli('create-org', '--name', 'Folder Org');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created organisation 1: Folder Org/);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
    const user = await cli(
      'create-user',
      '--email',
      'first@folder.example',
      '--name',
      'First',
      '--role',
      'admin',
      '--org',
      '1',
    );
    expect(user.code).toBe(0);
  });

  it('works through a running server, which publishes its database address (0600) while it runs', async () => {
    const port = await freePort();
    server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitForHealthy(`http://127.0.0.1:${port}/api/health`, server);
    const published = join(dataDir, 'pg-url');
    expect(statSync(published).mode & 0o777).toBe(0o600);

    const listed = await cli('list-users');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('first@folder.example');
    expect((await cli('create-org', '--name', 'Second Org')).stdout).toMatch(
      /Created organisation 2/,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(published)).toBe(false);
  });
});
