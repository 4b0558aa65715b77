import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevokedSessions } from '../revocations';
import { DEMO_PASSWORD, createTestContext, type TestContext } from '../testing/harness';
import { cognitoCall } from '../testing/cognito-call';
import { configureAmplify } from '../testing/amplify';
import { listen, type Listening } from '../testing/listen';

describe('GlobalSignOut and RevokeToken', () => {
  let ctx: TestContext;
  let server: Listening;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
    configureAmplify(server);
  });
  afterAll(() => ctx.close());

  const signInRaw = async (email: string) => {
    const { body } = await cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    });
    return body.AuthenticationResult!;
  };
  const apiStatus = (idToken: string) => ctx.apiStatus(idToken);
  const refresh = (refreshToken: string) =>
    cognitoCall(ctx, 'GetTokensFromRefreshToken', {
      ClientId: server.clientId,
      RefreshToken: refreshToken,
    });

  it('GlobalSignOut ends every session of the user: API 401 at once, refresh revoked', async () => {
    const laptop = await signInRaw('user@demo.example');
    const phone = await signInRaw('user@demo.example');
    const other = await signInRaw('approver@demo.example');
    // Warm the API's session cache, so the test shows revocation does not wait for it.
    expect(await apiStatus(laptop.IdToken)).toBe(200);
    expect(await apiStatus(phone.IdToken)).toBe(200);

    const { status, body } = await cognitoCall(ctx, 'GlobalSignOut', {
      AccessToken: laptop.AccessToken,
    });
    expect(status).toBe(200);
    expect(body).toEqual({});
    expect(await apiStatus(laptop.IdToken)).toBe(401);
    expect(await apiStatus(phone.IdToken)).toBe(401);
    expect((await refresh(phone.RefreshToken!)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    expect(await apiStatus(other.IdToken)).toBe(200);

    const again = await cognitoCall(ctx, 'GetUser', { AccessToken: laptop.AccessToken });
    expect(again.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });

  it("tells the host's onRevoke listeners whose sessions ended, once, and then no more", async () => {
    const heard: RevokedSessions[] = [];
    const stop = ctx.pool.onRevoke((revoked) => heard.push(revoked));
    const first = await signInRaw('approver@demo.example');
    const second = await signInRaw('approver@demo.example');
    await cognitoCall(ctx, 'GlobalSignOut', { AccessToken: first.AccessToken });
    const sessionOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        origin_jti: string;
        sub: string;
      };
    expect(heard).toHaveLength(1);
    expect(heard[0]!.userId).toBe(sessionOf(first.IdToken).sub);
    expect(heard[0]!.reason).toBe('global sign-out');
    // Every live session of theirs (an earlier test's one too), these two among them.
    expect(heard[0]!.sessionIds).toEqual(
      expect.arrayContaining([
        sessionOf(first.IdToken).origin_jti,
        sessionOf(second.IdToken).origin_jti,
      ]),
    );

    stop();
    const third = await signInRaw('approver@demo.example');
    await cognitoCall(ctx, 'GlobalSignOut', { AccessToken: third.AccessToken });
    expect(heard).toHaveLength(1);
  });

  it('RevokeToken ends only the session of that refresh token', async () => {
    const laptop = await signInRaw('viewer@demo.example');
    const phone = await signInRaw('viewer@demo.example');
    expect(await apiStatus(laptop.IdToken)).toBe(200);
    const { status, body } = await cognitoCall(ctx, 'RevokeToken', {
      Token: laptop.RefreshToken,
      ClientId: server.clientId,
    });
    expect(status).toBe(200);
    expect(body).toEqual({});
    expect(await apiStatus(laptop.IdToken)).toBe(401);
    expect((await refresh(laptop.RefreshToken!)).body.message).toBe(
      'Refresh Token has been revoked',
    );
    expect(await apiStatus(phone.IdToken)).toBe(200);
    expect((await refresh(phone.RefreshToken!)).status).toBe(200);

    // An unknown token changes nothing; an access token is not a refresh token.
    expect(
      (await cognitoCall(ctx, 'RevokeToken', { Token: 'x', ClientId: server.clientId })).status,
    ).toBe(200);
    const wrongType = await cognitoCall(ctx, 'RevokeToken', {
      Token: phone.AccessToken,
      ClientId: server.clientId,
    });
    expect(wrongType.body.__type).toBe('UnsupportedTokenTypeException');
  });

  it('Amplify: fetchAuthSession with a forced refresh, local signOut (RevokeToken), global signOut', async () => {
    await signIn({ username: 'admin@demo.example', password: DEMO_PASSWORD });
    const before = (await fetchAuthSession()).tokens!;
    const after = (await fetchAuthSession({ forceRefresh: true })).tokens!;
    expect(after.idToken!.toString()).not.toBe(before.idToken!.toString());
    expect(after.idToken!.payload.origin_jti).toBe(before.idToken!.payload.origin_jti);
    expect(await apiStatus(after.idToken!.toString())).toBe(200);

    await signOut();
    expect(await apiStatus(after.idToken!.toString())).toBe(401);
    expect((await fetchAuthSession()).tokens).toBeUndefined();

    await signIn({ username: 'admin@demo.example', password: DEMO_PASSWORD });
    const elsewhere = await signInRaw('admin@demo.example');
    const mine = (await fetchAuthSession()).tokens!;
    await signOut({ global: true });
    expect(await apiStatus(mine.idToken!.toString())).toBe(401);
    expect(await apiStatus(elsewhere.IdToken)).toBe(401);
  });
});
