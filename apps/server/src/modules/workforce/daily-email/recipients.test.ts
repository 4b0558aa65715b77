import { ListRecipientsResponse, localNow, type RecipientRecord } from '@fm/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../../test/db-snapshot';
import {
  ADMIN,
  OTHER_ADMIN,
  requester,
  signInDemoAccounts,
  USER,
  VENDOR,
} from '../../../../test/requests';
import { createTestContext, type TestContext } from '../../../../test/test-app';
import { attendanceEmailRecipients, mailOutbox } from '../../../db/schema';
import type { Platform } from '../../../platform';
import { DAILY_EMAIL_KIND, sendDueDailyEmails } from './daily-email';

const WRITTEN = ['public.attendance_email_recipients', 'public.audit_log'];

describe('attendance e-mail recipients and the daily e-mail', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let orgId: number;
  /** The platform's clock, moved by the tests past the limit on test sends. */
  const clock = { at: Date.now(), now: () => new Date(clock.at) };
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    call = requester(ctx);
    orgId = ctx.seed.demoOrgId;
    await signInDemoAccounts(ctx);
  });
  afterAll(() => ctx.close());

  const patch = (id: string, body: object, as = ADMIN) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/attendance-email-recipients/${id}`,
      headers: { ...(awaitedHeaders.get(as) ?? {}) },
      payload: body,
    });
  const awaitedHeaders = new Map<string, { authorization: string }>();
  beforeAll(async () => {
    awaitedHeaders.set(ADMIN, await ctx.as(ADMIN));
    awaitedHeaders.set(OTHER_ADMIN, await ctx.as(OTHER_ADMIN));
  });
  const list = async () =>
    ListRecipientsResponse.parse(
      (
        await call(ADMIN, 'POST', '/api/functions/attendance-email-recipients-list', { orgId })
      ).json(),
    ).data;

  it('lists the two demo recipients and the default schedule', async () => {
    const data = await list();
    expect(data.recipients.map((r) => r.email).sort()).toEqual([
      'facilities.head@lotusbank.example',
      'west.region@lotusbank.example',
    ]);
    expect(data.schedule).toMatchObject({
      sendTime: '18:00',
      enabled: true,
      timeZone: 'Asia/Kolkata',
    });
  });

  it('adds a recipient (validated, lower-cased, unique among those not deleted), edits and soft-deletes it', async () => {
    const created = await call(ADMIN, 'POST', '/api/attendance-email-recipients', {
      email: 'Branch.Ops@LotusBank.example',
      name: 'Branch Ops',
      locationIds: [1002, 1001],
      orgId,
      createdBy: ADMIN,
    });
    expect(created.statusCode).toBe(201);
    const recipient = created.json().data.recipient as RecipientRecord;
    expect(recipient).toMatchObject({
      email: 'branch.ops@lotusbank.example',
      locationIds: [1001, 1002],
      isActive: true,
      createdBy: ADMIN,
    });

    const before = await snapshot(ctx.db, WRITTEN);
    const duplicate = await call(ADMIN, 'POST', '/api/attendance-email-recipients', {
      email: 'branch.ops@lotusbank.example',
      name: 'Again',
    });
    expect(duplicate.statusCode).toBe(409);
    for (const bad of [
      { email: 'nope', name: 'X' },
      { email: 'a@b.example', name: '' },
      { email: 'a@b.example', name: 'X', locationIds: 'all' },
    ]) {
      expect((await call(ADMIN, 'POST', '/api/attendance-email-recipients', bad)).statusCode).toBe(
        400,
      );
    }
    expect(
      (
        await call(ADMIN, 'POST', '/api/attendance-email-recipients', {
          email: 'a@b.example',
          name: 'X',
          locationIds: [101],
        })
      ).statusCode,
    ).toBe(404);
    expect(await snapshot(ctx.db, WRITTEN)).toEqual(before);

    const off = await patch(recipient.id, { isActive: false, updatedBy: ADMIN });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.recipient).toMatchObject({ isActive: false, updatedBy: ADMIN });

    const removed = await call(
      ADMIN,
      'DELETE',
      `/api/attendance-email-recipients/${recipient.id}`,
      {
        orgId,
        deletedBy: ADMIN,
        deletedAt: new Date().toISOString(),
      },
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ id: recipient.id, deletedBy: ADMIN });
    const [row] = await ctx.db
      .select()
      .from(attendanceEmailRecipients)
      .where(eq(attendanceEmailRecipients.id, recipient.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deletedBy).toBe(ADMIN);
    expect((await list()).recipients.map((r) => r.id)).not.toContain(recipient.id);
    expect((await patch(recipient.id, { name: 'Back' })).statusCode).toBe(404);
    // A deleted address may be added again.
    const again = await call(ADMIN, 'POST', '/api/attendance-email-recipients', {
      email: 'branch.ops@lotusbank.example',
      name: 'Branch Ops',
    });
    expect(again.statusCode).toBe(201);
  });

  it("answers 404 for another organisation's recipients and changes nothing; only admins manage", async () => {
    const [theirs] = await ctx.db
      .insert(attendanceEmailRecipients)
      .values({ orgId: ctx.seed.otherOrgId, email: 'ops@harbor.example', name: 'Harbor Ops' })
      .returning();
    const mine = (await list()).recipients[0]!;
    const before = await snapshot(ctx.db, WRITTEN);
    expect((await patch(theirs!.id, { name: 'Mine now' })).statusCode).toBe(404);
    expect(
      (await call(ADMIN, 'DELETE', `/api/attendance-email-recipients/${theirs!.id}`, { orgId }))
        .statusCode,
    ).toBe(404);
    expect((await patch(mine.id, { name: 'Taken' }, OTHER_ADMIN)).statusCode).toBe(404);
    expect(
      (
        await call(OTHER_ADMIN, 'POST', '/api/functions/attendance-email-recipients-list', {
          orgId,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(USER, 'POST', '/api/functions/attendance-email-recipients-list', { orgId }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(VENDOR, 'POST', '/api/attendance-email-recipients', {
          email: 'v@x.example',
          name: 'V',
        })
      ).statusCode,
    ).toBe(403);
    expect(await snapshot(ctx.db, WRITTEN)).toEqual(before);
  });

  it('sends a test e-mail to the caller only, through the outbox', async () => {
    const response = await call(ADMIN, 'POST', '/api/functions/daily-attendance-email', {
      orgId,
      testTrigger: true,
      triggeredAt: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ test: true, sentTo: [ADMIN] });
    expect(data.mailIds).toHaveLength(1);
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, data.mailIds[0]));
    expect(mail).toMatchObject({ toAddress: ADMIN, kind: DAILY_EMAIL_KIND, orgId });
    expect(mail!.subject).toMatch(/^\[Test\] Daily attendance, Lotus Retail Bank, /);
    expect(mail!.textBody).toContain('By location:');
    expect(mail!.textBody).toContain('/attendance?date=');
    const outbox = await call(ADMIN, 'GET', '/api/admin/outbox');
    expect(outbox.json().data.mails[0]).toMatchObject({ to: ADMIN, kind: DAILY_EMAIL_KIND });
  });

  it('sends now to every active recipient, with their locations only', async () => {
    const response = await call(ADMIN, 'POST', '/api/functions/daily-attendance-email', {
      orgId,
      testTrigger: false,
    });
    expect(response.statusCode).toBe(200);
    const { sentTo, mailIds } = response.json().data;
    expect(sentTo).toContain('facilities.head@lotusbank.example');
    expect(sentTo).toHaveLength(3);
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, DAILY_EMAIL_KIND), inArray(mailOutbox.id, mailIds)));
    const west = mails.find((mail) => mail.toAddress === 'west.region@lotusbank.example')!;
    const head = mails.find((mail) => mail.toAddress === 'facilities.head@lotusbank.example')!;
    const lines = (text: string) => text.split('\n').filter((line) => line.startsWith('- ')).length;
    expect(lines(west.textBody)).toBeLessThanOrEqual(8);
    expect(lines(head.textBody)).toBeGreaterThan(lines(west.textBody));
  });

  it("refuses a second real send of the day (409) and limits one person's test sends (429, Retry-After)", async () => {
    const send = (testTrigger: boolean) =>
      call(ADMIN, 'POST', '/api/functions/daily-attendance-email', { orgId, testTrigger });
    const outbox = async () =>
      (
        await ctx.db.execute<{ count: number }>(
          sql`select count(*)::int as count from mail_outbox where org_id = ${orgId}`,
        )
      ).rows[0]!.count;
    const before = await outbox();
    // Today's e-mail went in the test above; neither one more nor five at once go again.
    const again = await Promise.all([1, 2, 3, 4, 5].map(() => send(false)));
    const today = localNow(clock.now(), 'Asia/Kolkata').date;
    for (const response of again) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'CONFLICT',
        error: `The daily attendance e-mail for ${today} has already been sent; it goes once a day`,
      });
    }
    expect(await outbox()).toBe(before);

    // One test send a minute per person: five at once send one.
    clock.at += 61_000;
    const tests = await Promise.all([1, 2, 3, 4, 5].map(() => send(true)));
    expect(tests.map((response) => response.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    const limited = tests.find((response) => response.statusCode === 429)!;
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      error: 'A test e-mail was sent just now; try again in 60 seconds',
    });
    expect(await outbox()).toBe(before + 1);
    clock.at += 30_000;
    expect((await send(true)).headers['retry-after']).toBe('30');
    clock.at += 30_000;
    expect((await send(true)).statusCode).toBe(200);
  });

  it('sets the schedule, and the daily job sends once per local day even from two processes at once', async () => {
    const schedule = await call(ADMIN, 'PUT', '/api/attendance-email-schedule', {
      sendTime: '07:30',
      enabled: true,
      orgId,
    });
    expect(schedule.statusCode).toBe(200);
    // Today's e-mail went by hand above, and counts as today's.
    expect(schedule.json().data.schedule).toMatchObject({
      sendTime: '07:30',
      lastSentDate: localNow(clock.now(), 'Asia/Kolkata').date,
    });
    expect(
      (await call(ADMIN, 'PUT', '/api/attendance-email-schedule', { sendTime: '7pm' })).statusCode,
    ).toBe(400);

    // 07:29 and 07:31 in Kolkata (UTC+05:30) on a fixed day; two "processes" at once (two
    // platforms, each with its own clock, on the one database).
    const at = (iso: string): Platform => ({
      ...ctx.platform,
      clock: { now: () => new Date(iso) },
    });
    expect(
      (await sendDueDailyEmails(at('2030-03-04T01:59:00Z'))).filter((run) => run.orgId === orgId),
    ).toEqual([]);

    const runs = (
      await Promise.all([
        sendDueDailyEmails(at('2030-03-04T02:01:00Z')),
        sendDueDailyEmails(at('2030-03-04T02:01:00Z')),
      ])
    ).flat();
    const demoRuns = runs.filter((run) => run.orgId === orgId);
    expect(demoRuns).toEqual([{ orgId, date: '2030-03-04', sent: 3 }]);
    expect(
      (await sendDueDailyEmails(at('2030-03-04T12:00:00Z'))).filter((run) => run.orgId === orgId),
    ).toEqual([]);
    expect(
      (await sendDueDailyEmails(at('2030-03-05T02:01:00Z'))).filter((run) => run.orgId === orgId),
    ).toHaveLength(1);
    const sent = await ctx.db.execute<{ count: number }>(
      sql`select count(*)::int as count from mail_outbox where org_id = ${orgId} and subject like 'Daily attendance, Lotus Retail Bank, 2030-03-04%'`,
    );
    expect(sent.rows[0]!.count).toBe(3);
  });
});
