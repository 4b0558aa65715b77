import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { databaseUrl } from '../../../../test/database-url';
import {
  startServerProcess,
  waitForHealthy,
  type ServerProcess,
} from '../../../../test/server-process';
import { freePort } from '../../../db/free-port';
import { JOBS_SCHEMA } from '../../../platform/jobs/runner';
import { DAILY_EMAIL_KIND } from './daily-email';
import { DAILY_EMAIL_JOB } from './jobs';

/**
 * The daily attendance e-mail with two real server processes on one database: the schedule
 * ticks every minute in both, and each organisation's e-mail still goes out once a day.
 */
describe('the daily attendance e-mail with two server processes', () => {
  const name = `fm_mail_${randomBytes(6).toString('hex')}`;
  const url = databaseUrl(inject('serverUrl'), name);
  const running: { server: ServerProcess; dataDir: string }[] = [];
  let admin: pg.Client;
  let db: pg.Client;

  const start = async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'fm-mail-'));
    await chmod(dataDir, 0o755);
    const server = startServerProcess({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      JOBS: 'on',
    });
    running.push({ server, dataDir });
    await waitForHealthy(`http://127.0.0.1:${port}/api/health`, server);
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('serverUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    await start();
    await start();
    db = new pg.Client({ connectionString: url });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    for (const { server } of running)
      if (server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    for (const { dataDir } of running) await rm(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("sends each organisation's e-mail once, to every active recipient", async () => {
    // The demo organisation's send time has come (midnight, local). The other's e-mail is
    // switched off: its 18:00 default has passed or not depending on when the test runs.
    const [demo, other] = (
      await db.query<{ id: number }>(`select id from organizations order by id limit 2`)
    ).rows;
    await db.query(
      `insert into attendance_email_settings (org_id, send_time, enabled)
       values ($1, '00:00', true), ($2, '18:00', false)`,
      [demo!.id, other!.id],
    );
    // Two ticks of the schedule after the setting, in whichever processes.
    const deadline = Date.now() + 170_000;
    let completed = 0;
    while (Date.now() < deadline) {
      completed = (
        await db.query<{ count: number }>(
          `select count(*)::int as count from ${JOBS_SCHEMA}.job
           where name = $1 and state = 'completed' and completed_on > now() - interval '5 minutes'`,
          [DAILY_EMAIL_JOB],
        )
      ).rows[0]!.count;
      const runs = (
        await db.query<{ count: number }>(
          `select count(*)::int as count from attendance_email_runs where org_id = $1`,
          [demo!.id],
        )
      ).rows[0]!.count;
      if (runs >= 1 && completed >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(completed).toBeGreaterThanOrEqual(2);

    const runs = await db.query<{ org_id: number; recipients: number }>(
      `select org_id, recipients from attendance_email_runs`,
    );
    expect(runs.rows).toEqual([{ org_id: demo!.id, recipients: 2 }]);
    const mails = await db.query<{ to_address: string }>(
      `select to_address from mail_outbox where kind = $1 order by to_address`,
      [DAILY_EMAIL_KIND],
    );
    expect(mails.rows.map((row) => row.to_address)).toEqual([
      'facilities.head@lotusbank.example',
      'west.region@lotusbank.example',
    ]);
    const logged = running.map(
      ({ server }) => server.output().split('daily attendance e-mail sent').length - 1,
    );
    expect(logged[0]! + logged[1]!).toBe(1);
  }, 200_000);
});
