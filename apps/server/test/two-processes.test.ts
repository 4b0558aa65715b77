import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { freePort } from '../src/db/free-port';
import { JOBS_SCHEMA } from '../src/platform/jobs/runner';
import { databaseUrl } from './database-url';
import { ADMIN, OTHER_ADMIN } from './requests';
import {
  signInOverHttp,
  startServerProcess,
  waitForHealthy,
  type ServerProcess,
} from './server-process';
import { openEventStream } from './sse-client';

interface Running {
  server: ServerProcess;
  base: string;
  dataDir: string;
}

/**
 * Two real server processes (src/main.ts) on one database, as replicas behind a load balancer
 * would run: an event committed through one reaches the other's streams, and schedules run once
 * per tick between them.
 */
describe('two server processes on one database', () => {
  const name = `fm_two_${randomBytes(6).toString('hex')}`;
  const url = databaseUrl(inject('serverUrl'), name);
  const running: Running[] = [];
  let admin: pg.Client;

  const start = async (): Promise<Running> => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'fm-two-'));
    await chmod(dataDir, 0o755);
    const server = startServerProcess({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      JOBS: 'on',
      // One public address for both, as behind a load balancer: tokens are valid on either.
      PUBLIC_URL: 'http://console.test',
    });
    const process = { server, base: `http://127.0.0.1:${port}`, dataDir };
    running.push(process);
    await waitForHealthy(`${process.base}/api/health`, server);
    return process;
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('serverUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    // One after the other: the first seeds the demo organisations, the second finds them.
    await start();
    await start();
  }, 120_000);
  afterAll(async () => {
    for (const { server } of running) {
      if (server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    for (const { dataDir } of running) await rm(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  /** Sets a location of the caller's organisation inactive (or active again) through the API. */
  const toggleALocation = async (base: string, token: string) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = (await (await fetch(`${base}/api/locations`, { headers })).json()) as {
      data: { locations: { id: string; locationId: number; status: string }[] };
    };
    const location = list.data.locations.find((l) => ['active', 'approved'].includes(l.status))!;
    const response = await fetch(`${base}/api/location-status`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        locationId: location.locationId,
        status: 'inactive',
        reason: 'Closed for renovation',
      }),
    });
    expect(response.status).toBe(200);
    return location.id;
  };

  it("delivers a change made through one process to the other process's stream, and never to another organisation", async () => {
    const [a, b] = running as [Running, Running];
    const admin = await signInOverHttp(a.base, ADMIN);
    const otherAdmin = await signInOverHttp(a.base, OTHER_ADMIN);
    // The streams are on process B; the changes go through process A.
    const adminStream = await openEventStream(b.base, `Bearer ${admin}`);
    const otherStream = await openEventStream(b.base, `Bearer ${otherAdmin}`);
    try {
      const changed = await toggleALocation(a.base, admin);
      const event = await adminStream.waitFor((m) => m.json.type === 'locations.location.changed');
      expect(event.json.data).toEqual({ locationId: changed });

      // The other organisation's own change arrives; the demo one (committed before) never did.
      const theirs = await toggleALocation(a.base, otherAdmin);
      await otherStream.waitFor((m) => m.json.type === 'locations.location.changed');
      expect(otherStream.messages.map((m) => m.json.data)).toEqual([{ locationId: theirs }]);
    } finally {
      adminStream.close();
      otherStream.close();
    }
  }, 60_000);

  it('runs a recurring job exactly once per tick across both processes', async () => {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      // events.prune is scheduled every minute by every process; wait for two ticks.
      const deadline = Date.now() + 170_000;
      let runs: { id: string }[] = [];
      while (Date.now() < deadline) {
        runs = (
          await db.query<{ id: string }>(
            `select id from ${JOBS_SCHEMA}.job where name = 'events.prune' and state = 'completed'`,
          )
        ).rows;
        if (runs.length >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect(runs.length).toBeGreaterThanOrEqual(2);

      // Stop both (running jobs finish) so that the queue and the logs hold the final counts.
      for (const { server } of running) server.child.kill('SIGTERM');
      for (const { server } of running) expect(await server.exited).toBe(0);

      // pg-boss turns each cron tick into one job of its internal send-it queue (one per minute
      // slot), which sends the real job: one job per tick...
      const counts = (
        await db.query<{ ticks: number; jobs: number; completed: number }>(
          `select
             (select count(*)::int from ${JOBS_SCHEMA}.job
              where name = '__pgboss__send-it' and singleton_key = 'events.prune'
                and state = 'completed') as ticks,
             (select count(*)::int from ${JOBS_SCHEMA}.job where name = 'events.prune') as jobs,
             (select count(*)::int from ${JOBS_SCHEMA}.job
              where name = 'events.prune' and state = 'completed') as completed`,
        )
      ).rows[0]!;
      expect(counts.jobs).toBe(counts.ticks);
      // ...and each job's handler ran in exactly one of the two processes.
      const handled = running.map(
        ({ server }) => server.output().split('job events.prune done').length - 1,
      );
      expect(handled[0]! + handled[1]!).toBe(counts.completed);
      expect(counts.completed).toBeGreaterThanOrEqual(2);
    } finally {
      await db.end();
    }
  }, 200_000);
});
