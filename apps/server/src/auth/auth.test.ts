import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cognitoHeaders,
  createTestContext,
  DEMO_PASSWORD,
  type TestContext,
} from '../../test/test-app';
import { embeddedInternals, signedAdminHeaders } from '@fm/identity/testing';

describe('the auth hook on /api', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = await ctx.signIn('user@demo.example');
  });
  afterAll(() => ctx.close());

  const call = (authorization?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/locations',
      headers: authorization === undefined ? {} : { authorization },
    });

  /** A token signed with the pool's real key, with claims of our choosing. */
  const forge = async (
    overrides: Record<string, unknown>,
    issuer = embeddedInternals(ctx.identity).settings.issuer,
  ) => {
    const { keys } = embeddedInternals(ctx.identity);
    const genuine = decodeJwt(token);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...genuine, iat: now, exp: now + 600, jti: randomUUID(), ...overrides })
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
      .setIssuer(issuer)
      .sign(keys.privateKey);
  };

  const expect401 = async (authorization: string | undefined, error: string) => {
    const response = await call(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error, code: 'UNAUTHENTICATED' });
  };

  it('lets a valid ID token through', async () => {
    expect((await call(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('answers 401 without a token, or with something that is not a bearer token', async () => {
    await expect401(undefined, 'Sign in to continue');
    await expect401(`Basic ${Buffer.from('admin:x').toString('base64')}`, 'Sign in to continue');
    await expect401('Bearer not-a-jwt', 'Your session is no longer valid. Sign in again.');
  });

  it('answers 401 for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    await expect401(
      `Bearer ${await forge({ iat: past - 60, exp: past })}`,
      'Your session has expired. Sign in again.',
    );
  });

  it('answers 401 for a tampered token (claims changed after signing)', async () => {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const altered = Buffer.from(
      JSON.stringify({ ...claims, 'custom:orgId': String(ctx.seed.otherOrgId) }),
    ).toString('base64url');
    await expect401(
      `Bearer ${header}.${altered}.${signature}`,
      'Your session is no longer valid. Sign in again.',
    );
  });

  it('answers 401 for a token from another issuer, audience or of another use', async () => {
    await expect401(
      `Bearer ${await forge({}, 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_Elsewhere')}`,
      'Your session is no longer valid. Sign in again.',
    );
    await expect401(
      `Bearer ${await forge({ aud: 'another-client' })}`,
      'Your session is no longer valid. Sign in again.',
    );
    await expect401(
      `Bearer ${await forge({ token_use: 'access' })}`,
      'Your session is no longer valid. Sign in again.',
    );
  });

  it('answers 401 for a token signed by a key the pool does not have', async () => {
    const { generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'RS256', kid: embeddedInternals(ctx.identity).keys.kid })
      .sign(privateKey);
    await expect401(`Bearer ${foreign}`, 'Your session is no longer valid. Sign in again.');
  });

  it('answers 401 once the sign-in behind the token was revoked', async () => {
    const fresh = await ctx.signIn('viewer@demo.example');
    expect((await call(`Bearer ${fresh}`)).statusCode).toBe(200);
    const viewer = decodeJwt(fresh).sub!;
    expect(await ctx.identity.admin.signOutEverywhere(viewer, 'test')).toBeGreaterThan(0);
    await expect401(`Bearer ${fresh}`, 'Your session is no longer valid. Sign in again.');
  });

  it('answers 403 for a genuine token without an organisation', async () => {
    const response = await call(`Bearer ${await forge({ 'custom:orgId': undefined })}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'User organization not available' });
  });
});

describe('revocations made by the pool reach the API token cache at once (onRevoke)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const identityCall = async (
    operation: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = cognitoHeaders(operation),
  ) => {
    const payload = JSON.stringify(body);
    const response = await ctx.app.inject({ method: 'POST', url: '/identity', headers, payload });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const signIn = async (email: string) => {
    const { body } = await identityCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: ctx.identity.pool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    });
    return body.AuthenticationResult as { IdToken: string; AccessToken: string };
  };
  const apiStatus = async (idToken: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/locations',
        headers: { authorization: `Bearer ${idToken}` },
      })
    ).statusCode;

  it('a global sign-out refuses the old ID token at the next call, though it was cached', async () => {
    const laptop = await signIn('user@demo.example');
    const phone = await signIn('user@demo.example');
    const someoneElse = await signIn('viewer@demo.example');
    // Both calls put the tokens in the cache: without the hook they would pass for seconds more.
    expect(await apiStatus(laptop.IdToken)).toBe(200);
    expect(await apiStatus(phone.IdToken)).toBe(200);
    expect(await apiStatus(someoneElse.IdToken)).toBe(200);

    const signedOut = await identityCall('GlobalSignOut', { AccessToken: laptop.AccessToken });
    expect(signedOut.status).toBe(200);
    expect(await apiStatus(laptop.IdToken)).toBe(401);
    expect(await apiStatus(phone.IdToken)).toBe(401);
    expect(await apiStatus(someoneElse.IdToken)).toBe(200);
  });

  it('an administrator disabling a person refuses their cached token at the next call', async () => {
    const approver = await signIn('approver@demo.example');
    expect(await apiStatus(approver.IdToken)).toBe(200);

    const body = { UserPoolId: ctx.identity.pool.id, Username: 'approver@demo.example' };
    const { pool } = embeddedInternals(ctx.identity);
    const headers = await signedAdminHeaders(pool, 'AdminDisableUser', JSON.stringify(body));
    const disabled = await identityCall('AdminDisableUser', body, headers);
    expect(disabled).toEqual({ status: 200, body: {} });
    expect(await apiStatus(approver.IdToken)).toBe(401);
  });

  it("an administrator's password reset refuses the person's cached token at the next call", async () => {
    const admin = await signIn('admin@demo.example');
    expect(await apiStatus(admin.IdToken)).toBe(200);
    const { ended } = await ctx.identity.admin.resetPassword('admin@demo.example');
    expect(ended).toBeGreaterThan(0);
    expect(await apiStatus(admin.IdToken)).toBe(401);
  });
});

describe('GET /api/config', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('tells the web app, without signing in, where the embedded pool is (on its own origin)', async () => {
    // The Host header is the caller's to choose: the pool's address never comes from it. The
    // browser calls the pool on the origin it opened (localhost or 127.0.0.1), not PUBLIC_URL's.
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      version: '1.1.0',
      identity: {
        userPoolId: ctx.identity.pool.id,
        userPoolClientId: ctx.identity.pool.clientId,
        region: 'ap-south-1',
        userPoolEndpoint: '/identity',
      },
      mapStyle: null,
    });
    expect(ctx.identity.pool.id).toMatch(/^ap-south-1_[0-9A-Za-z]{9}$/);
    expect(ctx.identity.pool.clientId).toMatch(/^[0-9a-z]{26}$/);
  });
});
