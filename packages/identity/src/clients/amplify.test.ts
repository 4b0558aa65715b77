import {
  confirmSignIn,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestContext, type TestContext } from '../testing/harness';
import { totpCode } from '../mfa/totp';
import { cognitoCall } from '../testing/cognito-call';
import { configureAmplify } from '../testing/amplify';
import { listen, type Listening } from '../testing/listen';
import { newPerson } from '../testing/people';

/**
 * The web app's client, unchanged: Amplify v6 against the embedded pool. In Node it keeps its
 * tokens and pending sign-in in memory (no localStorage), which is all these tests need.
 */
describe('aws-amplify v6 against the embedded pool', () => {
  let ctx: TestContext;
  let server: Listening;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
    configureAmplify(server);
  });
  afterEach(() => signOut());
  afterAll(() => ctx.close());

  const done = { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
  const apiStatus = (idToken: string) => ctx.apiStatus(idToken);
  const idToken = async () => (await fetchAuthSession()).tokens!.idToken!.toString();

  it('signs in with SRP, reads the user and their attributes, and calls the API', async () => {
    expect(await signIn({ username: 'admin@demo.example', password: DEMO_PASSWORD })).toEqual(done);
    const current = await getCurrentUser();
    expect(current.signInDetails?.loginId).toBe('admin@demo.example');
    expect(await fetchUserAttributes()).toMatchObject({
      email: 'admin@demo.example',
      email_verified: 'true',
      name: 'Priya Sharma',
      'custom:orgId': String(ctx.seed.demoOrgId),
      'custom:role': 'admin',
    });
    expect(await apiStatus(await idToken())).toBe(200);
  });

  it('signs in with USER_PASSWORD_AUTH', async () => {
    const result = await signIn({
      username: 'viewer@demo.example',
      password: DEMO_PASSWORD,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result).toEqual(done);
    expect(await apiStatus(await idToken())).toBe(200);
  });

  it('maps a wrong password to NotAuthorizedException, as the login screen expects', async () => {
    await expect(
      signIn({ username: 'admin@demo.example', password: 'Nope@12345' }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('refreshes by itself once the tokens are about to expire, and on demand; rotation included', async () => {
    const ttl = {
      id: ctx.identity.settings.idTokenTtlSeconds,
      access: ctx.identity.settings.accessTokenTtlSeconds,
    };
    // Tokens that live 2 s are "expired" for Amplify at once (it allows 5 s for clock drift).
    ctx.identity.settings.idTokenTtlSeconds = 2;
    ctx.identity.settings.accessTokenTtlSeconds = 2;
    try {
      await signIn({ username: 'user@demo.example', password: DEMO_PASSWORD });
      const first = await idToken();
      const second = await idToken();
      expect(second).not.toBe(first);
    } finally {
      ctx.identity.settings.idTokenTtlSeconds = ttl.id;
      ctx.identity.settings.accessTokenTtlSeconds = ttl.access;
    }
    const before = await idToken();
    const forced = (await fetchAuthSession({ forceRefresh: true })).tokens!.idToken!.toString();
    expect(forced).not.toBe(before);
    expect(await apiStatus(forced)).toBe(200);
  });

  it('signs out on this device (RevokeToken) and everywhere (GlobalSignOut)', async () => {
    await signIn({ username: 'approver@demo.example', password: DEMO_PASSWORD });
    const local = await idToken();
    await signOut();
    expect(await apiStatus(local)).toBe(401);

    const elsewhere = await cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: 'approver@demo.example', PASSWORD: DEMO_PASSWORD },
    });
    await signIn({ username: 'approver@demo.example', password: DEMO_PASSWORD });
    const mine = await idToken();
    await signOut({ global: true });
    expect(await apiStatus(mine)).toBe(401);
    expect(await apiStatus(elsewhere.body.AuthenticationResult!.IdToken)).toBe(401);
  });

  it('completes a new-password sign-in with confirmSignIn', async () => {
    const person = await newPerson(ctx, { temporary: true });
    const first = await signIn({ username: person.email, password: person.password });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    expect(await confirmSignIn({ challengeResponse: 'Brand@New123' })).toEqual(done);
    expect(await apiStatus(await idToken())).toBe(200);
  });

  it('completes a TOTP sign-in with confirmSignIn', async () => {
    const person = await newPerson(ctx);
    await signIn({ username: person.email, password: person.password });
    const { sharedSecret } = await setUpTOTP();
    await verifyTOTPSetup({ code: totpCode(sharedSecret) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    await signOut();

    const first = await signIn({ username: person.email, password: person.password });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const code = totpCode(sharedSecret, Date.now() + 30_000);
    expect(await confirmSignIn({ challengeResponse: code })).toEqual(done);
    expect(await apiStatus(await idToken())).toBe(200);
  });
});
