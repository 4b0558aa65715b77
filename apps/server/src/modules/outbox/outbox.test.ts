import { OutboxData } from '@fm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoHeaders, createTestContext, type TestContext } from '../../../test/test-app';
import { identityUsers, mailOutbox } from '../../db/schema';
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
        textBody: 'A sign-in code was sent to this address. Only its recipient sees the code.',
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

  it('shows that a sign-in code was sent, never the code, though no SMTP delivers it', async () => {
    const email = 'codes@demo.example';
    const person = await ctx.identity.admin.createUser({
      email,
      attributes: { name: 'Cody Codes', 'custom:orgId': String(ctx.seed.demoOrgId) },
      groups: ['user'],
      password: 'Person@12345',
      temporary: false,
    });
    await ctx.db
      .update(identityUsers)
      .set({ emailMfaEnabled: true, preferredMfa: 'EMAIL_OTP' })
      .where(eq(identityUsers.id, person.id));
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/identity',
      headers: cognitoHeaders('InitiateAuth'),
      payload: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: ctx.identity.pool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: 'Person@12345' },
      }),
    });
    expect(signIn.json().ChallengeName).toBe('EMAIL_OTP');
    const code = /\b(\d{6})\b/.exec(ctx.identityMails.findLast((m) => m.to === email)!.text)?.[1];
    expect(code).toBeDefined();

    const data = OutboxData.parse((await get('/api/admin/outbox?limit=100')).json().data);
    const mail = data.mails.find((candidate) => candidate.to === email);
    expect(mail).toMatchObject({ kind: 'identity.email-otp', subject: 'Your sign-in code' });
    expect(mail!.text).toContain('A sign-in code was sent');
    expect(mail!.text).not.toContain(code);
    // Nor does the stored row hold it.
    const rows = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(rows.map((row) => row.textBody).join(' ')).not.toContain(code);
  });
});
