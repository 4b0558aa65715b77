import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/free-port';
import {
  signInOverHttp,
  startServerProcess,
  waitForHealthy,
  type ServerProcess,
} from './server-process';

/** The whole server as a process on its own data folder: start, stop, start again, refuse a twin. */
describe('server lifecycle on the embedded database', () => {
  let dataDir: string;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fm-lifecycle-'));
    await chmod(dataDir, 0o755);
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const port = await freePort();
    const server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    running.push(server);
    return { server, base: `http://127.0.0.1:${port}` };
  };

  const locationIds = async (base: string) => {
    const token = await signInOverHttp(base, 'admin@demo.example');
    const response = await fetch(`${base}/api/locations`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { locations: { id: string }[] } };
    if (!response.ok)
      throw new Error(`GET /api/locations answered ${response.status}: ${JSON.stringify(body)}`);
    return body.data.locations.map((location) => location.id).sort();
  };

  it('keeps every row across a SIGTERM and a restart, and refuses a second server meanwhile', async () => {
    const first = await start();
    await waitForHealthy(`${first.base}/api/health`, first.server);
    const before = await locationIds(first.base);
    expect(before.length).toBeGreaterThanOrEqual(40);

    const twin = await start();
    expect(await twin.server.exited).toBe(1);
    expect(twin.server.output()).toContain(
      `The data folder ${dataDir} is in use by another server`,
    );
    expect(await locationIds(first.base)).toEqual(before);

    first.server.child.kill('SIGTERM');
    expect(await first.server.exited).toBe(0);
    expect(first.server.output()).toContain('stopped cleanly');

    const second = await start();
    await waitForHealthy(`${second.base}/api/health`, second.server);
    expect(await locationIds(second.base)).toEqual(before);
    expect(second.server.output()).not.toContain('seeded the demo organisations');
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
  }, 120_000);

  it('recovers the folder after the server was killed outright (SIGKILL)', async () => {
    const first = await start();
    await waitForHealthy(`${first.base}/api/health`, first.server);
    const before = await locationIds(first.base);
    first.server.child.kill('SIGKILL');
    await first.server.exited;

    // Its lock names a dead process and its PostgreSQL still runs: both are taken over.
    const second = await start();
    await waitForHealthy(`${second.base}/api/health`, second.server);
    expect(await locationIds(second.base)).toEqual(before);
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
  }, 120_000);
});
