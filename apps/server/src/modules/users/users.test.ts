import { UserMeta } from '@fm/contracts';
import { createIdentity, type CognitoPool } from '@fm/identity';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { buildApp } from '../../app';
import { auditLog, userProfiles } from '../../db/schema';

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

  it("answers the caller's own organisation with its name and time zone", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/organization/${ctx.seed.demoOrgId}`,
      headers: await ctx.as('viewer@demo.example'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: ctx.seed.demoOrgId,
      name: 'Lotus Retail Bank',
      timeZone: 'Asia/Kolkata',
    });
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

  const verify = async (as: string, code: string, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/profile/email-verification',
      headers: token ? { authorization: `Bearer ${token}` } : await ctx.as(as),
      payload: { code },
    });
  const codeMailedTo = (address: string) =>
    /\b(\d{6})\b/.exec(ctx.identityMails.findLast((mail) => mail.to === address)?.text ?? '')?.[1];
  const canSignIn = (email: string) =>
    ctx.signIn(email).then(
      () => true,
      () => false,
    );

  it('saves name and preferences at once; a new e-mail becomes the sign-in name only with its code', async () => {
    const response = await save('user@demo.example', {
      name: 'Ananya R. Iyer',
      email: 'Ananya@demo.example',
      preferences: { notifications: false, temperatureUnit: 'fahrenheit' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Ananya R. Iyer',
      email: 'user@demo.example',
      pendingEmail: 'ananya@demo.example',
      preferences: { notifications: false, temperatureUnit: 'fahrenheit' },
    });
    // Not yet: the old address still signs in, the new one does not.
    expect(await canSignIn('ananya@demo.example')).toBe(false);
    expect(await canSignIn('user@demo.example')).toBe(true);
    const code = codeMailedTo('ananya@demo.example');
    expect(code).toBeDefined();

    const wrong = await verify('user@demo.example', code === '000000' ? '000001' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      error: 'Invalid verification code provided, please try again.',
    });
    const confirmed = await verify('user@demo.example', code!);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      email: 'ananya@demo.example',
      pendingEmail: null,
      name: 'Ananya R. Iyer',
    });
    expect(await canSignIn('user@demo.example')).toBe(false);
    const token = await ctx.signIn('ananya@demo.example');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ email: 'ananya@demo.example', email_verified: true });
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/ananya@demo.example',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.json().data).toMatchObject({
      name: 'Ananya R. Iyer',
      preferences: { notifications: false, temperatureUnit: 'fahrenheit' },
    });
    // A spent code confirms nothing more.
    expect((await verify('user@demo.example', code!, token)).statusCode).toBe(400);
    const actions = await ctx.db.select().from(auditLog).where(eq(auditLog.entityType, 'user'));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['users.profile.updated', 'users.profile.email-verified']),
    );
    expect(actions[0]).toMatchObject({
      actorEmail: 'user@demo.example',
      orgId: ctx.seed.demoOrgId,
    });
  });

  it('answers an address another account holds exactly like a free one, and never confirms it', async () => {
    const body = (email: string) => ({
      name: 'Rahul Verma',
      email,
      preferences: { notifications: true, temperatureUnit: 'celsius' },
    });
    const mailsBefore = ctx.identityMails.length;
    const taken = await save('approver@demo.example', body('admin@other.example'));
    const takenAnswer = taken.json();
    const free = await save('approver@demo.example', body('free-address@demo.example'));
    expect(taken.statusCode).toBe(free.statusCode);
    expect(takenAnswer.data).toEqual({ ...free.json().data, pendingEmail: 'admin@other.example' });
    // No code went to the other account's address; the free one got its code.
    const sent = ctx.identityMails.slice(mailsBefore).map((mail) => mail.to);
    expect(sent).toEqual(['free-address@demo.example']);

    await save('approver@demo.example', body('admin@other.example'));
    for (const code of ['000000', '123456', '999999'])
      expect((await verify('approver@demo.example', code)).statusCode).toBe(400);
    const approver = await ctx.identity.directory!.findByEmail('approver@demo.example');
    expect(approver?.email).toBe('approver@demo.example');
  });

  it('gives up a pending address after five wrong codes', async () => {
    await save('viewer@demo.example', {
      name: 'Vikram Singh',
      email: 'vikram@demo.example',
      preferences: { notifications: true, temperatureUnit: 'celsius' },
    });
    const code = codeMailedTo('vikram@demo.example')!;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await verify('viewer@demo.example', wrong)).statusCode).toBe(400);
    const late = await verify('viewer@demo.example', code);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('Invalid code provided, please request a code again.');
    expect(await canSignIn('vikram@demo.example')).toBe(false);
  });

  it('resolves GET /api/user/{email} by the token, not by an address that changed hands', async () => {
    // Priya's token still carries her old address after she moved to a new one...
    const oldToken = await ctx.signIn('admin@demo.example');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: `Bearer ${oldToken}` },
      payload: {
        name: 'Priya Sharma',
        email: 'priya@demo.example',
        preferences: { notifications: true, temperatureUnit: 'celsius' },
      },
    });
    const code = codeMailedTo('priya@demo.example')!;
    expect((await verify('admin@demo.example', code, oldToken)).statusCode).toBe(200);
    // ...and the freed address is taken by a person of the other organisation.
    const stranger = await ctx.identity.admin.createUser({
      email: 'admin@demo.example',
      attributes: { name: 'Not Priya', 'custom:orgId': String(ctx.seed.otherOrgId) },
      groups: ['viewer'],
      password: 'Stranger@12345',
      temporary: false,
    });
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/admin@demo.example',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.userId).not.toBe(stranger.id);
    expect(read.json().data).toMatchObject({ email: 'priya@demo.example', name: 'Priya Sharma' });
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
    const viewer = await ctx.identity.directory!.findByEmail('viewer@demo.example');
    expect(viewer?.name).toBe('Vikram Singh');
  });
});

describe('Profile Settings on a server that signs in with a real Cognito user pool', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let cognito: CognitoPool;
  beforeAll(async () => {
    ctx = await createTestContext();
    const identity = await createIdentity({
      ...ctx.platform,
      config: {
        ...ctx.platform.config,
        COGNITO_USER_POOL_ID: 'ap-south-1_AbC123xyz',
        COGNITO_CLIENT_ID: 'client1',
      },
      sendMail: () => Promise.reject(new Error('a Cognito pool mails nothing through us')),
    });
    if (identity.kind !== 'cognito') throw new Error('COGNITO_USER_POOL_ID names a Cognito pool');
    // The pool's own verifier would fetch its keys from AWS; these tests have no network, so
    // the embedded pool's tokens stand in for Cognito's (same claims, verified the same way).
    cognito = { ...identity, verifier: ctx.identity.verifier };
    app = await buildApp({ platform: ctx.platform, identity: cognito, webRoot: null });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  const save = async (payload: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: await ctx.as('user@demo.example'),
      payload,
    });
  const preferences = { notifications: false, temperatureUnit: 'fahrenheit' };
  const written = async () => ({
    audit: await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'users.profile.updated')),
    profiles: await ctx.db.select().from(userProfiles),
  });

  it('has no directory: the pool, not this server, keeps names and e-mail addresses', () => {
    expect(cognito.directory).toBeNull();
  });

  it('refuses a new name or e-mail with 409 saying why, and writes nothing', async () => {
    const before = await written();
    const mails = ctx.identityMails.length;
    for (const change of [
      { name: 'Someone Else', email: 'user@demo.example' },
      { name: 'Ananya Iyer', email: 'elsewhere@demo.example' },
    ]) {
      const response = await save({ ...change, preferences });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        error:
          'Name and e-mail cannot be changed here: this server signs people in with a Cognito user pool, which keeps them. Ask your administrator to change them there.',
      });
    }
    expect(await written()).toEqual(before);
    expect(ctx.identityMails).toHaveLength(mails);
  });

  it('refuses to confirm an e-mail change there is no way to make (409)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/email-verification',
      headers: await ctx.as('user@demo.example'),
      payload: { code: '123456' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/Cognito user pool/);
  });

  it('still saves the preferences, which are ours, when name and e-mail stay as they are', async () => {
    const response = await save({ name: 'Ananya Iyer', email: 'user@demo.example', preferences });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: 'user@demo.example', preferences });
  });
});
