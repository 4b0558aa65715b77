import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserAttribute,
  type CognitoUserSession,
  type ICognitoUserPoolData,
} from 'amazon-cognito-identity-js';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestContext, type TestContext } from '../testing/harness';
import { identitySessions } from '../schema';
import { REFRESH_GRACE_MS } from '../sign-in/refresh';
import { cognitoCall } from '../testing/cognito-call';
import { listen, type Listening } from '../testing/listen';
import { newPerson } from '../testing/people';

/** The older Cognito client (amazon-cognito-identity-js), which an existing front end may use. */
describe('amazon-cognito-identity-js against the embedded pool', () => {
  let ctx: TestContext;
  let server: Listening;
  let poolData: ICognitoUserPoolData;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
    poolData = {
      UserPoolId: server.userPoolId,
      ClientId: server.clientId,
      endpoint: server.endpoint,
    };
  });
  afterAll(() => ctx.close());

  const apiStatus = (idToken: string) => ctx.apiStatus(idToken);
  const userOf = (email: string) =>
    new CognitoUser({ Username: email, Pool: new CognitoUserPool(poolData) });
  const authenticate = (user: CognitoUser, email: string, password: string, newPassword?: string) =>
    new Promise<CognitoUserSession>((resolve, reject) => {
      const callbacks = {
        onSuccess: resolve,
        onFailure: reject,
        newPasswordRequired: () => {
          if (!newPassword) return reject(new Error('a new password was required'));
          user.completeNewPasswordChallenge(newPassword, {}, callbacks);
        },
      };
      user.authenticateUser(
        new AuthenticationDetails({ Username: email, Password: password }),
        callbacks,
      );
    });

  it('authenticateUser (SRP), getUserAttributes, and the API accepts the ID token', async () => {
    const user = userOf('admin@demo.example');
    const session = await authenticate(user, 'admin@demo.example', DEMO_PASSWORD);
    expect(await apiStatus(session.getIdToken().getJwtToken())).toBe(200);
    const attributes = await new Promise<CognitoUserAttribute[]>((resolve, reject) =>
      user.getUserAttributes((error, result) => (error ? reject(error) : resolve(result!))),
    );
    expect(attributes.map((attribute) => attribute.getName())).toContain('custom:orgId');
  });

  it('completeNewPasswordChallenge for a user with a temporary password', async () => {
    const person = await newPerson(ctx, { temporary: true });
    const session = await authenticate(
      userOf(person.email),
      person.email,
      person.password,
      'Settled@12345',
    );
    expect(session.isValid()).toBe(true);
    expect(await apiStatus(session.getIdToken().getJwtToken())).toBe(200);
  });

  it('refreshSession rotates the refresh token; the old one no longer works', async () => {
    const user = userOf('user@demo.example');
    const session = await authenticate(user, 'user@demo.example', DEMO_PASSWORD);
    const oldRefresh = session.getRefreshToken();
    const refreshed = await new Promise<CognitoUserSession>((resolve, reject) =>
      user.refreshSession(oldRefresh, (error: unknown, result: CognitoUserSession) =>
        error ? reject(error) : resolve(result),
      ),
    );
    expect(refreshed.getRefreshToken().getToken()).not.toBe(oldRefresh.getToken());
    expect(await apiStatus(refreshed.getIdToken().getJwtToken())).toBe(200);
    // Past the grace period for a second tab, the old token is a replay.
    await ctx.db
      .update(identitySessions)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(
        eq(identitySessions.id, String(decodeJwt(refreshed.getIdToken().getJwtToken()).origin_jti)),
      );
    const replay = await cognitoCall(ctx, 'GetTokensFromRefreshToken', {
      ClientId: server.clientId,
      RefreshToken: oldRefresh.getToken(),
    });
    expect(replay.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('globalSignOut ends the sessions: the API refuses the tokens at once', async () => {
    const user = userOf('viewer@demo.example');
    const session = await authenticate(user, 'viewer@demo.example', DEMO_PASSWORD);
    expect(await apiStatus(session.getIdToken().getJwtToken())).toBe(200);
    await new Promise<void>((resolve, reject) =>
      user.globalSignOut({ onSuccess: () => resolve(), onFailure: reject }),
    );
    expect(await apiStatus(session.getIdToken().getJwtToken())).toBe(401);
  });
});
