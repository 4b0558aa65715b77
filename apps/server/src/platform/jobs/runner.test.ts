import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestContext, testConfig, type TestContext } from '../../../test/test-app';
import { inTenant } from '../../db/tenant';
import { mailOutbox } from '../../db/schema';
import { MAIL_RELAY_JOB } from '../mail/mailer';
import { createJobRunner, JOBS_SCHEMA } from './runner';

const silent = pino({ level: 'silent' });

/** Polls `check` until it returns something truthy; fails after `timeoutMs`. */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job runner (pg-boss on the application database)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ jobs: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const jobsNamed = async (name: string) =>
    (
      await ctx.db.execute<{ id: string; data: Record<string, unknown>; state: string }>(
        sql`select id, data, state from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${name}`,
      )
    ).rows;

  it("queues a job inside the caller's transaction: a rollback leaves no job, a commit runs it", async () => {
    const ran: unknown[] = [];
    await ctx.platform.jobs.work('test.tx-bound', async (data) => {
      ran.push(data);
    });

    // A tenant transaction (the role the services use) that fails after queueing.
    await expect(
      inTenant(ctx.db, ctx.seed.demoOrgId, async (tx) => {
        await ctx.platform.jobs.enqueue(tx, 'test.tx-bound', { attempt: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsNamed('test.tx-bound')).toEqual([]);

    await inTenant(ctx.db, ctx.seed.demoOrgId, async (tx) => {
      await ctx.platform.jobs.enqueue(tx, 'test.tx-bound', { attempt: 'committed' });
      // The transaction keeps its tenant role after queueing.
      const role = await tx.execute<{ role: string }>(sql`select current_user as role`);
      expect(role.rows[0]?.role).toBe('app_tenant');
    });
    await eventually(async () => ran.length > 0);
    expect(ran).toEqual([{ attempt: 'committed' }]);
    const [job] = await jobsNamed('test.tx-bound');
    expect(job?.data).toEqual({ attempt: 'committed' });
  });

  it('lets processes that start together create the same queues', async () => {
    // Two more runners on this database stand for server processes started at the same moment
    // (a deploy, the bench): both create every queue they use at once.
    const runners = await Promise.all(
      [1, 2].map(() =>
        createJobRunner({ db: ctx.db, config: { ...testConfig, JOBS: 'off' }, logger: silent }),
      ),
    );
    try {
      const names = Array.from({ length: 8 }, (_, index) => `test.race-${index}`);
      await Promise.all(
        runners.flatMap((runner) =>
          names.map((name) => runner.enqueue(null, name, { from: 'a process' })),
        ),
      );
      for (const name of names) expect(await jobsNamed(name)).toHaveLength(2);
    } finally {
      for (const runner of runners) await runner.stop();
    }
  });

  it('retries a failing job with backoff, then keeps it as dead and lists it', async () => {
    const attempts: number[] = [];
    await ctx.platform.jobs.work('test.always-fails', async () => {
      attempts.push(Date.now());
      throw new Error('the printer is on fire');
    });
    await ctx.platform.jobs.enqueue(null, 'test.always-fails', { report: 7 }, { retryLimit: 1 });

    const [dead] = await eventually(async () => {
      const list = await ctx.platform.jobs.listDead({ name: 'test.always-fails' });
      return list.length > 0 ? list : null;
    });
    expect(attempts).toHaveLength(2);
    expect(dead).toMatchObject({ name: 'test.always-fails', data: { report: 7 }, attempts: 2 });
    expect(JSON.stringify(dead?.output)).toContain('the printer is on fire');
    const [row] = await jobsNamed('test.always-fails');
    expect(row?.state).toBe('failed');
  }, 40_000);
});

describe('mail relay retries: the first job', () => {
  let ctx: TestContext;
  let smtp: SMTPServer;
  let refusals = 1;
  const received: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo(_address, _session, callback) {
        if (refusals > 0) {
          refusals -= 1;
          callback(new Error('Try again later'));
        } else callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    ctx = await createTestContext({
      jobs: true,
      config: {
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
        MAIL_RELAY_ATTEMPTS: 3,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('queues the retry with the outbox row and relays the mail SMTP refused at first', async () => {
    const { id, delivered } = await ctx.platform.mailer.sendMail({
      orgId: ctx.seed.demoOrgId,
      kind: 'test.notice',
      to: 'retry@demo.example',
      subject: 'Pest control visit',
      text: 'The visit is on Friday.',
    });
    await delivered;
    const [first] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(first?.sentAt).toBeNull();
    expect(first?.error).toMatch(/Try again later/);

    const sent = await eventually(async () => {
      const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row?.sentAt ?? null;
    });
    expect(sent).toBeInstanceOf(Date);
    expect(received).toEqual(['retry@demo.example']);
    const jobs = await ctx.db.execute<{ data: unknown; state: string }>(
      sql`select data, state from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${MAIL_RELAY_JOB}`,
    );
    expect(jobs.rows).toEqual([{ data: { id }, state: 'completed' }]);
  }, 40_000);
});
