import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestContext, type TestContext } from '../testing/harness';
import { identitySessions } from '../schema';
import { cognitoCall } from '../testing/cognito-call';
import { findUserBySignInName, setUserEnabled } from '../users';
import { REFRESH_GRACE_MS } from './refresh';

describe('refresh tokens: REFRESH_TOKEN_AUTH, REFRESH_TOKEN and GetTokensFromRefreshToken', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const signIn = async (email = 'user@demo.example') => {
    const { body } = await cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: ctx.identity.pool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    });
    return body.AuthenticationResult!;
  };
  const refresh = (refreshToken: string, flow = 'REFRESH_TOKEN_AUTH') =>
    cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: flow,
      ClientId: ctx.identity.pool.clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken, DEVICE_KEY: 'ap-south-1_unknown' },
    });
  const apiStatus = (idToken: string) => ctx.apiStatus(idToken);
  const refused = (message: string) => ({ __type: 'NotAuthorizedException', message });

  it('gives new ID and access tokens of the same session, and a new refresh token', async () => {
    const first = await signIn();
    const { status, body } = await refresh(first.RefreshToken!);
    expect(status).toBe(200);
    const result = body.AuthenticationResult!;
    expect(body.ChallengeParameters).toEqual({});
    expect(result.RefreshToken).toEqual(expect.any(String));
    expect(result.RefreshToken).not.toBe(first.RefreshToken);
    expect(result.ExpiresIn).toBe(3600);
    const before = decodeJwt(first.IdToken);
    const after = decodeJwt(result.IdToken);
    expect(after.origin_jti).toBe(before.origin_jti);
    expect(after.auth_time).toBe(before.auth_time);
    expect(after.jti).not.toBe(before.jti);
    expect(decodeJwt(result.AccessToken).token_use).toBe('access');
    expect(await apiStatus(result.IdToken)).toBe(200);
  });

  it('accepts the REFRESH_TOKEN alias and GetTokensFromRefreshToken (what Amplify v6 calls)', async () => {
    const first = await signIn();
    const aliased = await refresh(first.RefreshToken!, 'REFRESH_TOKEN');
    expect(aliased.status).toBe(200);
    const { status, body } = await cognitoCall(ctx, 'GetTokensFromRefreshToken', {
      ClientId: ctx.identity.pool.clientId,
      RefreshToken: aliased.body.AuthenticationResult!.RefreshToken,
    });
    expect(status).toBe(200);
    expect(Object.keys(body.AuthenticationResult!).sort()).toEqual([
      'AccessToken',
      'ExpiresIn',
      'IdToken',
      'RefreshToken',
      'TokenType',
    ]);
  });

  /** Moves a session's last rotation back in time, past the grace period. */
  const ageRotation = (idToken: string, ms = REFRESH_GRACE_MS + 1000) =>
    ctx.db
      .update(identitySessions)
      .set({ rotatedAt: new Date(Date.now() - ms) })
      .where(eq(identitySessions.id, String(decodeJwt(idToken).origin_jti)));

  it('lets two tabs that refresh with the same token at once both keep a working token', async () => {
    const first = await signIn();
    const [a, b] = await Promise.all([refresh(first.RefreshToken!), refresh(first.RefreshToken!)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const tabA = a.body.AuthenticationResult!;
    const tabB = b.body.AuthenticationResult!;
    expect(tabA.RefreshToken).not.toBe(tabB.RefreshToken);
    expect(decodeJwt(tabB.IdToken).origin_jti).toBe(decodeJwt(tabA.IdToken).origin_jti);
    // Whichever token the shared storage ends up with works later, long after the grace period.
    await ageRotation(tabA.IdToken);
    const later = await refresh(tabB.RefreshToken!);
    expect(later.status).toBe(200);
    expect(await apiStatus(later.body.AuthenticationResult!.IdToken)).toBe(200);
  });

  it('still honours the previous token within the grace period, once per tab', async () => {
    const first = await signIn();
    const rotated = (await refresh(first.RefreshToken!)).body.AuthenticationResult!;
    const late = await refresh(first.RefreshToken!);
    expect(late.status).toBe(200);
    // The current token kept working too.
    expect((await refresh(rotated.RefreshToken!)).status).toBe(200);
  });

  it('revokes the whole session when a rotated refresh token is used again', async () => {
    const first = await signIn();
    const second = (await refresh(first.RefreshToken!)).body.AuthenticationResult!;
    await ageRotation(second.IdToken);
    const replay = await refresh(first.RefreshToken!);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(refused('Refresh Token has been revoked'));
    // The thief's replay also ends the legitimate holder's session, and the API refuses it.
    expect((await refresh(second.RefreshToken!)).body).toEqual(
      refused('Refresh Token has been revoked'),
    );
    expect(await apiStatus(second.IdToken)).toBe(401);
  });

  it("refuses unknown, expired and disabled users' refresh tokens in Cognito's words", async () => {
    expect((await refresh('nonsense')).body).toEqual(refused('Invalid Refresh Token'));

    const expiring = await signIn('viewer@demo.example');
    await ctx.db
      .update(identitySessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identitySessions.id, String(decodeJwt(expiring.IdToken).origin_jti)));
    expect((await refresh(expiring.RefreshToken!)).body).toEqual(
      refused('Refresh Token has expired'),
    );

    const vendor = await signIn('vendor@demo.example');
    const user = await findUserBySignInName(ctx.db, ctx.identity.pool.id, 'vendor@demo.example');
    await setUserEnabled(ctx.db, user!.id, false);
    expect((await refresh(vendor.RefreshToken!)).body).toEqual(refused('User is disabled.'));
    await setUserEnabled(ctx.db, user!.id, true);
  });

  it('refuses another app client', async () => {
    const first = await signIn();
    const { body } = await cognitoCall(ctx, 'GetTokensFromRefreshToken', {
      ClientId: 'someotherclient',
      RefreshToken: first.RefreshToken,
    });
    expect(body.__type).toBe('ResourceNotFoundException');
  });
});
