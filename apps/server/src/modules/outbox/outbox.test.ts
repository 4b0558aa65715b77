import { OutboxData } from '@fm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { mailOutbox } from '../../db/schema';
import { inTenant } from '../../db/tenant';

describe('GET /api/admin/outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes));
    await ctx.db.insert(mailOutbox).values([
      ...[1, 2, 3].map((n) => ({
        orgId: ctx.seed.demoOrgId,
        kind: 'test.notice',
        toAddress: `staff${n}@demo.example`,
        subject: `Notice ${n}`,
        textBody: `Body ${n}`,
        createdAt: at(n),
      })),
      {
        orgId: ctx.seed.demoOrgId,
        kind: 'identity.email-otp',
        toAddress: 'user@demo.example',
        subject: 'Your sign-in code',
        textBody: 'Your authentication code is 123456.',
        createdAt: at(4),
        sentAt: at(4),
      },
      {
        orgId: ctx.seed.otherOrgId,
        kind: 'test.notice',
        toAddress: 'ops@other.example',
        subject: 'Harbor notice',
        textBody: 'Harbor body',
        createdAt: at(5),
      },
    ]);
  });
  afterAll(() => ctx.close());

  const get = async (url: string, email = 'admin@demo.example') =>
    ctx.app.inject({ method: 'GET', url, headers: await ctx.as(email) });

  it("lists the organisation's mail newest first, a page at a time, in the contract's shape", async () => {
    const response = await get('/api/admin/outbox?limit=2');
    expect(response.statusCode).toBe(200);
    const data = OutboxData.parse(response.json().data);
    expect(data.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 4,
      totalPages: 2,
      hasNextPage: true,
      hasPrevPage: false,
    });
    expect(data.mails.map((mail) => mail.subject)).toEqual(['Your sign-in code', 'Notice 3']);
    const second = OutboxData.parse((await get('/api/admin/outbox?limit=2&page=2')).json().data);
    expect(second.mails.map((mail) => mail.subject)).toEqual(['Notice 2', 'Notice 1']);
  });

  it('does not show a one-time secret that SMTP already delivered', async () => {
    const data = OutboxData.parse((await get('/api/admin/outbox')).json().data);
    const code = data.mails.find((mail) => mail.kind === 'identity.email-otp');
    expect(code?.text).not.toContain('123456');
    expect(data.mails.find((mail) => mail.subject === 'Notice 1')?.text).toBe('Body 1');
  });

  it('keeps the tenant wall: another organisation sees only its own, a foreign orgId is 404', async () => {
    const theirs = OutboxData.parse(
      (await get('/api/admin/outbox', 'admin@other.example')).json().data,
    );
    expect(theirs.mails.map((mail) => mail.subject)).toEqual(['Harbor notice']);
    const foreign = await get(`/api/admin/outbox?orgId=${ctx.seed.otherOrgId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const own = await get(`/api/admin/outbox?orgId=${ctx.seed.demoOrgId}`);
    expect(own.statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    for (const email of ['approver@demo.example', 'user@demo.example', 'viewer@demo.example']) {
      const response = await get('/api/admin/outbox', email);
      expect(response.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a limit beyond 100', async () => {
    expect((await get('/api/admin/outbox?limit=500')).statusCode).toBe(400);
  });

  it('is also walled by row-level security: a tenant transaction sees no foreign mail', async () => {
    const rows = await inTenant(ctx.db, ctx.seed.demoOrgId, (tx) => tx.select().from(mailOutbox));
    expect(rows.length).toBe(4);
    expect(rows.every((row) => row.orgId === ctx.seed.demoOrgId)).toBe(true);
  });
});
