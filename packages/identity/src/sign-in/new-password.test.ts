import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { cognitoCall } from '../testing/cognito-call';
import { configureAmplify } from '../testing/amplify';
import { listen, type Listening } from '../testing/listen';
import { createUser, findUserBySignInName } from '../users';

const TEMPORARY = 'Temp@12345';
const CHOSEN = 'Chosen@12345';

describe('NEW_PASSWORD_REQUIRED for users with a temporary password', () => {
  let ctx: TestContext;
  let server: Listening;
  let counter = 0;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
    configureAmplify(server);
  });
  afterAll(() => ctx.close());

  /** A new person of the demo organisation who has not chosen a password yet. */
  const newcomer = async () => {
    counter += 1;
    const email = `newcomer${counter}@demo.example`;
    await createUser(ctx.db, ctx.identity.pool, {
      email,
      password: TEMPORARY,
      temporary: true,
      groups: ['user'],
      attributes: { name: `Newcomer ${counter}`, 'custom:orgId': String(ctx.seed.demoOrgId) },
    });
    return email;
  };

  const passwordAuth = (email: string, password: string) =>
    cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
  const answer = (session: string | undefined, responses: Record<string, string>) =>
    cognitoCall(ctx, 'RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: server.clientId,
      Session: session,
      ChallengeResponses: responses,
    });

  it('asks for a new password after USER_PASSWORD_AUTH, with the parameters Cognito sends', async () => {
    const email = await newcomer();
    const user = await findUserBySignInName(ctx.db, ctx.identity.pool.id, email);
    const { status, body } = await passwordAuth(email, TEMPORARY);
    expect(status).toBe(200);
    expect(body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(body.Session).toEqual(expect.any(String));
    expect(body.AuthenticationResult).toBeUndefined();
    const params = body.ChallengeParameters!;
    expect(params.USER_ID_FOR_SRP).toBe(user!.id);
    expect(params.requiredAttributes).toBe('[]');
    expect(JSON.parse(params.userAttributes!)).toEqual({
      email,
      email_verified: 'true',
      name: 'Newcomer 1',
      'custom:orgId': String(ctx.seed.demoOrgId),
    });
  });

  it('refuses a password against the policy, keeps the Session for a retry, then confirms the user', async () => {
    const email = await newcomer();
    const { body } = await passwordAuth(email, TEMPORARY);
    const weak = await answer(body.Session, { USERNAME: email, NEW_PASSWORD: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password not long enough',
    });
    const done = await answer(body.Session, { USERNAME: email, NEW_PASSWORD: CHOSEN });
    expect(done.status).toBe(200);
    expect(done.body.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    const user = await findUserBySignInName(ctx.db, ctx.identity.pool.id, email);
    expect(user?.status).toBe('CONFIRMED');
    expect((await passwordAuth(email, TEMPORARY)).body.__type).toBe('NotAuthorizedException');
    expect((await passwordAuth(email, CHOSEN)).body.AuthenticationResult).toBeDefined();
    // The Session was used up.
    const again = await answer(body.Session, { USERNAME: email, NEW_PASSWORD: 'Again@12345' });
    expect(again.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('refuses to let the user write their organisation or role', async () => {
    const email = await newcomer();
    const { body } = await passwordAuth(email, TEMPORARY);
    const sneaky = await answer(body.Session, {
      USERNAME: email,
      NEW_PASSWORD: CHOSEN,
      'userAttributes.custom:orgId': String(ctx.seed.otherOrgId),
    });
    expect(sneaky.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    });
    const named = await answer(body.Session, {
      USERNAME: email,
      NEW_PASSWORD: CHOSEN,
      'userAttributes.name': 'Chosen Name',
    });
    expect(named.status).toBe(200);
    const user = await findUserBySignInName(ctx.db, ctx.identity.pool.id, email);
    expect(user?.attributes).toMatchObject({
      name: 'Chosen Name',
      'custom:orgId': String(ctx.seed.demoOrgId),
    });
  });

  it('refuses an unknown Session', async () => {
    const { body } = await answer('not-a-session', { USERNAME: 'x', NEW_PASSWORD: CHOSEN });
    expect(body.__type).toBe('NotAuthorizedException');
    expect(body.message).toBe('Invalid session for the user, session is expired.');
  });

  it('works with amazon-cognito-identity-js (SRP, then completeNewPasswordChallenge)', async () => {
    const email = await newcomer();
    const pool = new CognitoUserPool({
      UserPoolId: server.userPoolId,
      ClientId: server.clientId,
      endpoint: server.endpoint,
    });
    const user = new CognitoUser({ Username: email, Pool: pool });
    const session = await new Promise<CognitoUserSession>((resolve, reject) => {
      const callbacks = {
        onSuccess: resolve,
        onFailure: reject,
        newPasswordRequired: (userAttributes: Record<string, string>, required: string[]) => {
          expect(userAttributes.email).toBe(email);
          expect(required).toEqual([]);
          user.completeNewPasswordChallenge(CHOSEN, {}, callbacks);
        },
      };
      user.authenticateUser(
        new AuthenticationDetails({ Username: email, Password: TEMPORARY }),
        callbacks,
      );
    });
    expect(session.getIdToken().payload.email).toBe(email);
  });

  it('works with Amplify (signIn, then confirmSignIn with the new password)', async () => {
    const email = await newcomer();
    const first = await signIn({ username: email, password: TEMPORARY });
    expect(first.nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      missingAttributes: [],
    });
    const second = await confirmSignIn({ challengeResponse: CHOSEN });
    expect(second).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const { tokens } = await fetchAuthSession();
    expect(tokens?.idToken?.payload.email).toBe(email);
    await signOut();
  });
});
