import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestContext, type TestContext } from '../../../test/test-app';
import { identitySessions } from '../../db/schema';
import { cognitoCall } from '../testing/cognito-call';
import { findUserBySignInName, setUserEnabled } from '../users';

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
  const apiStatus = async (idToken: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/locations',
        headers: { authorization: `Bearer ${idToken}` },
      })
    ).statusCode;
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

  it('revokes the whole session when a rotated refresh token is used again', async () => {
    const first = await signIn();
    const second = (await refresh(first.RefreshToken!)).body.AuthenticationResult!;
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
