import { PERSON_CHANGED_EVENT } from '@fm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/db-snapshot';
import { ADMIN, OTHER_ADMIN, USER, VIEWER } from '../../../test/requests';
import { openEventStream, openSse, type SseClient } from '../../../test/sse-client';
import { cognitoHeaders, createTestContext, type TestContext } from '../../../test/test-app';
import { auditLog, identityUsers, mailOutbox } from '../../db/schema';

describe('/api/admin/users: the organisation people, managed by its admins', () => {
  let ctx: TestContext;
  let base: string;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await ctx.close();
  });

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    as: string | { authorization: string },
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: typeof as === 'string' ? await ctx.as(as) : as,
      ...(payload ? { payload } : {}),
    });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const idOf = async (email: string) => (await ctx.identity.directory!.findByEmail(email))!.id;
  const cognito = (operation: string, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/identity',
      headers: cognitoHeaders(operation),
      payload: JSON.stringify(body),
    });
  const initiate = (email: string, password: string) =>
    cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: ctx.identity.pool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
  /** The temporary password of the latest invitation mailed to `email`. */
  const temporaryPasswordOf = (email: string) =>
    /temporary password is (\S+)\./.exec(
      ctx.identityMails.findLast((mail) => mail.to === email && mail.kind === 'identity.invitation')
        ?.text ?? '',
    )?.[1];
  /** Signs in with the temporary password and chooses `password`; answers the ID token. */
  const acceptInvitation = async (email: string, password: string) => {
    const first = await initiate(email, temporaryPasswordOf(email)!);
    expect(first.json().ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const done = await cognito('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: ctx.identity.pool.clientId,
      Session: first.json().Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
    });
    expect(done.statusCode).toBe(200);
    return done.json().AuthenticationResult.IdToken as string;
  };
  const invite = (body: object, as = ADMIN) => call('POST', '/admin/users', as, body);
  const auditsOf = (userId: string) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)))
      .orderBy(auditLog.id);
  const stream = async (authorization: string) => {
    const client = await openEventStream(base, authorization);
    streams.push(client);
    return client;
  };
  /** Resolves once the server ended the stream (the reader saw its end). */
  const ended = (client: SseClient) =>
    client
      .waitFor(() => false, 5_000)
      .then(
        () => false,
        () => true,
      );

  it("lists the organisation's people with role, vendor, status, MFA and created, and nobody else's", async () => {
    const response = await call('GET', '/admin/users?limit=100', ADMIN);
    expect(response.statusCode).toBe(200);
    const { people, pagination, summary, management } = response.json().data;
    const emails = people.map((p: { email: string }) => p.email);
    expect(emails).toContain('vendor@demo.example');
    expect(emails).not.toContain(OTHER_ADMIN);
    expect(pagination.total).toBe(people.length);
    expect(summary.total).toBe(people.length);
    expect(management).toEqual({ available: true, reason: null });
    expect(people.find((p: { email: string }) => p.email === 'vendor@demo.example')).toMatchObject({
      name: 'Meera Nair',
      role: 'vendor',
      vendorId: 'VEN-001',
      vendorName: expect.any(String),
      status: 'active',
      mfa: false,
      lastSignInAt: null,
      invitedAt: null,
    });
  });

  it('searches every column, filters, sorts and pages', async () => {
    const search = await call('GET', '/admin/users?search=sunrise', ADMIN);
    expect(search.json().data.people.map((p: { email: string }) => p.email)).toEqual([
      'vendor@demo.example',
    ]);
    const vendors = await call(
      'GET',
      '/admin/users?role=vendor&sortBy=email&sortOrder=desc',
      ADMIN,
    );
    expect(vendors.json().data.people.map((p: { email: string }) => p.email)).toEqual([
      'vendor@demo.example',
      'pest@demo.example',
    ]);
    const page = await call('GET', '/admin/users?limit=2&page=2&sortBy=email', ADMIN);
    expect(page.json().data.pagination).toMatchObject({ page: 2, limit: 2, hasPrevPage: true });
    expect(page.json().data.people).toHaveLength(2);
    expect((await call('GET', '/admin/users', USER)).statusCode).toBe(403);
    const bad = await call('GET', '/admin/users?status=sleeping', ADMIN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/status/);
  });

  it('invites a person: the mail is in the outbox, the temporary password works once and leads to their own', async () => {
    const response = await invite({
      email: 'Kavya.Reddy@Demo.example',
      name: 'Kavya Reddy',
      role: 'approver',
    });
    expect(response.statusCode).toBe(201);
    const person = response.json().data;
    expect(person).toMatchObject({
      email: 'kavya.reddy@demo.example',
      role: 'approver',
      status: 'invited',
    });
    const expires =
      new Date(person.inviteExpiresAt).getTime() - new Date(person.invitedAt).getTime();
    expect(expires).toBe(7 * 24 * 60 * 60_000);
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'kavya.reddy@demo.example'));
    expect(mail).toMatchObject({ orgId: ctx.seed.demoOrgId });
    const temporary = temporaryPasswordOf('kavya.reddy@demo.example')!;
    expect(JSON.stringify(mail)).not.toContain(temporary);

    const token = await acceptInvitation('kavya.reddy@demo.example', 'Kavya@Own-2026');
    expect((await call('GET', '/admin/users', bearer(token))).statusCode).toBe(403);
    expect((await call('GET', '/locations', bearer(token))).statusCode).toBe(200);
    // Once: the temporary password signs in no more.
    expect((await initiate('kavya.reddy@demo.example', temporary)).statusCode).toBe(400);
    const after = await call('GET', '/admin/users?search=kavya', ADMIN);
    expect(after.json().data.people[0]).toMatchObject({ status: 'active', invitedAt: null });

    const [invited] = await auditsOf(person.userId);
    expect(invited).toMatchObject({
      action: 'users.person.invited',
      actorEmail: ADMIN,
      changes: { before: null, after: { email: 'kavya.reddy@demo.example', role: 'approver' } },
    });
    expect(invited!.address).toBeTruthy();
  });

  it('says so when the address has an account already, and a temporary password expires', async () => {
    const again = await invite({ email: 'viewer@demo.example', name: 'X', role: 'viewer' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'An account with the e-mail address viewer@demo.example already exists',
    );
    // Another organisation's address too (one pool): it says so, and shows nothing of them.
    expect((await invite({ email: OTHER_ADMIN, name: 'X', role: 'viewer' })).statusCode).toBe(409);

    const late = await invite({ email: 'late@demo.example', name: 'Late Comer', role: 'user' });
    expect(late.statusCode).toBe(201);
    await ctx.db
      .update(identityUsers)
      .set({ passwordChangedAt: sql`now() - interval '8 days'` })
      .where(eq(identityUsers.email, 'late@demo.example'));
    const expired = await initiate('late@demo.example', temporaryPasswordOf('late@demo.example')!);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(
      'Temporary password has expired and must be reset by an administrator.',
    );
  });

  it('resends an invitation with a new password, and revokes one', async () => {
    const created = (
      await invite({ email: 'resend@demo.example', name: 'Re Send', role: 'user' })
    ).json().data;
    const first = temporaryPasswordOf('resend@demo.example')!;
    const resent = await call('POST', `/admin/users/${created.userId}/resend-invite`, ADMIN);
    expect(resent.statusCode).toBe(200);
    const second = temporaryPasswordOf('resend@demo.example')!;
    expect(second).not.toBe(first);
    expect((await initiate('resend@demo.example', first)).statusCode).toBe(400);
    expect((await initiate('resend@demo.example', second)).json().ChallengeName).toBe(
      'NEW_PASSWORD_REQUIRED',
    );

    const revoked = await call('DELETE', `/admin/users/${created.userId}/invite`, ADMIN);
    expect(revoked.statusCode).toBe(200);
    expect(await ctx.identity.directory!.findByEmail('resend@demo.example')).toBeNull();
    expect((await initiate('resend@demo.example', second)).statusCode).toBe(400);
    expect((await auditsOf(created.userId)).map((a) => a.action)).toEqual([
      'users.person.invited',
      'users.person.invite-resent',
      'users.person.invite-revoked',
    ]);
    // Someone who accepted has no invitation to resend or revoke.
    const viewer = await idOf(VIEWER);
    expect((await call('POST', `/admin/users/${viewer}/resend-invite`, ADMIN)).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', `/admin/users/${viewer}/invite`, ADMIN)).statusCode).toBe(409);
  });

  it('disabling ends the person at once: next API call refused, open stream closed, unused ticket dead', async () => {
    await invite({ email: 'leaver@demo.example', name: 'Lee Ver', role: 'user' });
    const token = await acceptInvitation('leaver@demo.example', 'Leaver@Own-2026');
    const userId = await idOf('leaver@demo.example');
    expect((await call('GET', '/locations', bearer(token))).statusCode).toBe(200);
    const open = await stream(`Bearer ${token}`);
    const ticket = await fetch(`${base}/api/events/ticket`, {
      method: 'POST',
      headers: bearer(token),
    });
    const unused = ((await ticket.json()) as { data: { ticket: string } }).data.ticket;

    const disabled = await call('POST', `/admin/users/${userId}/disable`, ADMIN);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.status).toBe('disabled');
    expect((await call('GET', '/locations', bearer(token))).statusCode).toBe(401);
    expect(await ended(open)).toBe(true);
    const late = await openSse(`${base}/api/events?ticket=${unused}`);
    streams.push(late);
    expect(late.status).toBe(401);
    expect((await initiate('leaver@demo.example', 'Leaver@Own-2026')).statusCode).toBe(400);

    const enabled = await call('POST', `/admin/users/${userId}/enable`, ADMIN);
    expect(enabled.json().data.status).toBe('active');
    expect((await initiate('leaver@demo.example', 'Leaver@Own-2026')).statusCode).toBe(200);
    const actions = await auditsOf(userId);
    expect(actions.slice(-2).map((a) => [a.action, a.changes])).toEqual([
      ['users.person.disabled', { before: { enabled: true }, after: { enabled: false } }],
      ['users.person.enabled', { before: { enabled: false }, after: { enabled: true } }],
    ]);
  });

  it('a role change and a sign-out everywhere take effect on the next call and close the stream', async () => {
    await invite({ email: 'mover@demo.example', name: 'Mo Ver', role: 'approver' });
    let token = await acceptInvitation('mover@demo.example', 'Mover@Own-2026');
    const userId = await idOf('mover@demo.example');
    let open = await stream(`Bearer ${token}`);
    const changed = await call('PUT', `/admin/users/${userId}/role`, ADMIN, { role: 'viewer' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.role).toBe('viewer');
    expect((await call('GET', '/locations', bearer(token))).statusCode).toBe(401);
    expect(await ended(open)).toBe(true);
    const signIn = await initiate('mover@demo.example', 'Mover@Own-2026');
    token = signIn.json().AuthenticationResult.IdToken;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims['cognito:groups']).toEqual(['viewer']);

    open = await stream(`Bearer ${token}`);
    const out = await call('POST', `/admin/users/${userId}/sign-out`, ADMIN);
    expect(out.statusCode).toBe(200);
    expect((await call('GET', '/locations', bearer(token))).statusCode).toBe(401);
    expect(await ended(open)).toBe(true);
    const actions = await auditsOf(userId);
    expect(actions.map((a) => a.action)).toEqual([
      'users.person.invited',
      'users.person.role-changed',
      'users.person.sessions-revoked',
    ]);
    expect(actions[1]!.changes).toEqual({
      before: { role: 'approver', vendorId: null },
      after: { role: 'viewer', vendorId: null },
    });
  });

  it('the admins of the organisation see the change live; the others do not', async () => {
    const admin = await stream((await ctx.as(ADMIN)).authorization);
    const viewer = await stream((await ctx.as(VIEWER)).authorization);
    const userId = await idOf('mover@demo.example');
    await call('POST', `/admin/users/${userId}/reset-mfa`, ADMIN);
    const seen = await admin.waitFor((m) => m.json.type === PERSON_CHANGED_EVENT);
    expect(seen.json.data).toEqual({ userId, signedOut: true });
    expect(viewer.messages.some((m) => m.json.type === PERSON_CHANGED_EVENT)).toBe(false);
  });

  it('resets a password: a new temporary password is mailed and the old one is refused', async () => {
    const userId = await idOf('mover@demo.example');
    const reset = await call('POST', `/admin/users/${userId}/reset-password`, ADMIN);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.status).toBe('invited');
    expect((await initiate('mover@demo.example', 'Mover@Own-2026')).statusCode).toBe(400);
    await acceptInvitation('mover@demo.example', 'Mover@New-2026');
    expect((await auditsOf(userId)).map((a) => a.action)).toContain('users.person.password-reset');
  });

  it('keeps admins from disabling, demoting or deleting themselves and the last active admin', async () => {
    const admin = await idOf(ADMIN);
    const lastAdmin = await call('POST', `/admin/users/${admin}/disable`, ADMIN);
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json().error).toBe(
      "Priya Sharma is the organisation's last active admin: make someone else an admin first",
    );
    const demote = await call('PUT', `/admin/users/${admin}/role`, ADMIN, { role: 'user' });
    expect(demote.statusCode).toBe(409);
    // With a second admin, still not themselves.
    await invite({ email: 'second.admin@demo.example', name: 'Second Admin', role: 'admin' });
    const secondToken = await acceptInvitation('second.admin@demo.example', 'Second@Own-2026');
    const self = await call('POST', `/admin/users/${admin}/disable`, ADMIN);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe('You cannot disable yourself');
    // Another admin may.
    const second = await idOf('second.admin@demo.example');
    const bySecond = await call('PUT', `/admin/users/${second}/role`, bearer(secondToken), {
      role: 'user',
    });
    expect(bySecond.json().error).toBe('You cannot demote yourself');
    expect((await idOf(ADMIN)) && (await call('GET', '/admin/users', ADMIN)).statusCode).toBe(200);
  });

  it('does several at once; one refused does not stop the others', async () => {
    const ids = [await idOf('late@demo.example'), await idOf(ADMIN)];
    const response = await call('POST', '/admin/users/bulk', ADMIN, {
      userIds: ids,
      action: 'change-role',
      role: 'viewer',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.results).toEqual([
      { userId: ids[0], ok: true, error: null },
      { userId: ids[1], ok: false, error: expect.stringMatching(/last active admin|yourself/) },
    ]);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const viewer = await idOf(VIEWER);
    await ctx.as(ADMIN);
    const before = await snapshot(ctx.db);
    const cases: [string, object, string][] = [
      ['POST /admin/users', { email: 'a@demo.example', name: 'A', role: 'boss' }, 'body.role'],
      [
        'POST /admin/users',
        { email: 'a@demo.example', name: 'A', role: 'vendor' },
        'body.vendorId',
      ],
      ['POST /admin/users', { email: 'not-an-address', name: 'A', role: 'user' }, 'body.email'],
      [
        'POST /admin/users',
        { email: 'a@demo.example', name: 'A', role: 'vendor', vendorId: 'VEN-999' },
        'body.vendorId',
      ],
      [`PUT /admin/users/${viewer}/role`, { role: 'vendor' }, 'body.vendorId'],
      [`PUT /admin/users/${viewer}/role`, { role: 'root' }, 'body.role'],
      ['POST /admin/users/bulk', { userIds: [viewer], action: 'change-role' }, 'body.role'],
    ];
    for (const [route, body, field] of cases) {
      const [method, url] = route.split(' ') as ['POST' | 'PUT', string];
      const response = await call(method, url, ADMIN, body);
      expect(response.statusCode, `${route} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().details.map((d: { path: string }) => d.path)).toContain(field);
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it("answers 404 for another organisation's people, for every action, changing nothing", async () => {
    const stranger = await idOf(OTHER_ADMIN);
    await ctx.as(ADMIN);
    const before = await snapshot(ctx.db);
    for (const [method, path, body] of [
      ['POST', 'disable'],
      ['POST', 'enable'],
      ['POST', 'reset-password'],
      ['POST', 'reset-mfa'],
      ['POST', 'sign-out'],
      ['POST', 'resend-invite'],
      ['DELETE', 'invite'],
      ['PUT', 'role', { role: 'viewer' }],
    ] as ['POST' | 'PUT' | 'DELETE', string, object?][]) {
      const response = await call(method, `/admin/users/${stranger}/${path}`, ADMIN, body);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error).toBe('User not found');
    }
    const bulk = await call('POST', '/admin/users/bulk', ADMIN, {
      userIds: [stranger],
      action: 'disable',
    });
    expect(bulk.statusCode).toBe(404);
    expect(await snapshot(ctx.db)).toEqual(before);
    // And the other organisation's admin sees none of ours.
    const theirs = await call('GET', '/admin/users?limit=100', OTHER_ADMIN);
    expect(theirs.json().data.people.map((p: { email: string }) => p.email)).toEqual([OTHER_ADMIN]);
  });
});
