import { UserMeta } from '@fm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { auditLog, userProfiles } from '../../db/schema';
import { findUserBySignInName } from '../../identity/users';

describe('GET /api/user/{userEmail}', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const meta = async (email: string, as: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/user/${encodeURIComponent(email)}`,
      headers: await ctx.as(as),
    });

  it('gives a person their own metadata: organisation, groups, role, name and preferences', async () => {
    const response = await meta('approver@demo.example', 'approver@demo.example');
    expect(response.statusCode).toBe(200);
    const data = UserMeta.parse(response.json().data);
    expect(data).toMatchObject({
      email: 'approver@demo.example',
      name: 'Rahul Verma',
      orgId: ctx.seed.demoOrgId,
      organizationId: String(ctx.seed.demoOrgId),
      groups: ['approver'],
      role: 'approver',
      avatar: null,
      preferences: { notifications: true, temperatureUnit: 'celsius' },
    });
  });

  it('lets an admin read a person of the same organisation, and nobody else', async () => {
    expect((await meta('viewer@demo.example', 'admin@demo.example')).statusCode).toBe(200);
    expect((await meta('viewer@demo.example', 'user@demo.example')).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's person, and for nobody at all", async () => {
    const other = await meta('admin@other.example', 'admin@demo.example');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, error: 'User not found' });
    expect((await meta('nobody@demo.example', 'admin@demo.example')).statusCode).toBe(404);
    expect((await meta('admin@demo.example', 'admin@other.example')).statusCode).toBe(404);
  });

  it('refuses something that is not an e-mail address', async () => {
    expect((await meta('not-an-email', 'admin@demo.example')).statusCode).toBe(400);
  });
});

describe('GET /api/organization/{id}', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("answers the caller's own organisation with its name", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/organization/${ctx.seed.demoOrgId}`,
      headers: await ctx.as('viewer@demo.example'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: ctx.seed.demoOrgId, name: 'Lotus Retail Bank' });
  });

  it("answers 404 for another organisation's id, as for one that does not exist", async () => {
    for (const id of [ctx.seed.otherOrgId, 999_999]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/organization/${id}`,
        headers: await ctx.as('admin@demo.example'),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: 'Organization not found' });
    }
  });
});

describe('PUT /api/profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const save = async (as: string, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: await ctx.as(as),
      payload: payload as object,
    });

  it('saves name, e-mail and preferences, and they come back on the next read', async () => {
    const response = await save('user@demo.example', {
      name: 'Ananya R. Iyer',
      email: 'ananya@demo.example',
      preferences: { notifications: false, temperatureUnit: 'fahrenheit' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Ananya R. Iyer',
      email: 'ananya@demo.example',
      preferences: { notifications: false, temperatureUnit: 'fahrenheit' },
    });
    // The pool now knows the new e-mail: it is what the person signs in with.
    const token = await ctx.signIn('ananya@demo.example');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/ananya@demo.example',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.json().data).toMatchObject({
      name: 'Ananya R. Iyer',
      preferences: { notifications: false, temperatureUnit: 'fahrenheit' },
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'profile.update'));
    expect(audit).toMatchObject({
      actorEmail: 'user@demo.example',
      entityType: 'user',
      orgId: ctx.seed.demoOrgId,
    });
  });

  it("refuses another account's e-mail and changes nothing", async () => {
    const before = await findUserBySignInName(
      ctx.db,
      ctx.identity.pool.id,
      'approver@demo.example',
    );
    const response = await save('approver@demo.example', {
      name: 'Someone Else',
      email: 'admin@demo.example',
      preferences: { notifications: false, temperatureUnit: 'fahrenheit' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'That e-mail address belongs to another account',
    });
    const after = await findUserBySignInName(ctx.db, ctx.identity.pool.id, 'approver@demo.example');
    expect(after?.attributes.name).toBe(before?.attributes.name);
    const profiles = await ctx.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, before!.id));
    expect(profiles).toEqual([]);
  });

  it('refuses unknown fields and bad values with 400, changing nothing', async () => {
    for (const payload of [
      {
        name: 'X',
        email: 'viewer@demo.example',
        preferences: { notifications: true, temperatureUnit: 'celsius' },
        role: 'admin',
      },
      {
        name: '',
        email: 'viewer@demo.example',
        preferences: { notifications: true, temperatureUnit: 'celsius' },
      },
      {
        name: 'X',
        email: 'nope',
        preferences: { notifications: true, temperatureUnit: 'celsius' },
      },
      {
        name: 'X',
        email: 'viewer@demo.example',
        preferences: { notifications: 'yes', temperatureUnit: 'celsius' },
      },
    ]) {
      expect((await save('viewer@demo.example', payload)).statusCode).toBe(400);
    }
    const viewer = await findUserBySignInName(ctx.db, ctx.identity.pool.id, 'viewer@demo.example');
    expect(viewer?.attributes.name).toBe('Vikram Singh');
  });
});
